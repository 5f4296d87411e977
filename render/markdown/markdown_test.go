package markdown

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kubechangelog/kubechangelog/parser/changelog"
	"github.com/kubechangelog/kubechangelog/render"
	"github.com/kubechangelog/kubechangelog/search"
)

// Real notes, copied as written from embed/data/changelog/CHANGELOG-1.30.md.
const (
	noteCodeSpans  = "Add `/sys/devices/virtual/powercap` to default masked paths. It avoids the potential security risk that the ability to read these files may offer a power-based sidechannel attack against any workloads running on the same kernel. ([#125970](https://github.com/kubernetes/kubernetes/pull/125970), [@carlory](https://github.com/carlory)) [SIG Node]"
	noteNestedList = "Kube-apiserver: Authorization webhooks now report the following metrics:\n  - apiserver_authorization_webhook_evaluations_total\n  - apiserver_authorization_webhook_duration_seconds\n  - apiserver_authorization_webhook_evaluations_fail_open_total ([#123639](https://github.com/kubernetes/kubernetes/pull/123639), [@liggitt](https://github.com/liggitt))"
	noteDocLink    = "The deprecated `SecurityContextDeny` admission plugin, which has been deprecated since `v1.27`, has been removed. It is recommended to use the Pod Security Admission plugin instead, which has been available since v1.25. Refer to the [Kubernetes documentation](https://kubernetes.io/docs/reference/access-authn-authz/admission-controllers/#securitycontextdeny) for more information."
)

func TestRealNotes(t *testing.T) {
	tests := []struct {
		name, md string
		want     []string
	}{
		{"code spans and trailer links", noteCodeSpans, []string{
			"<p>Add <code>/sys/devices/virtual/powercap</code> to default masked paths.",
			`<a href="https://github.com/kubernetes/kubernetes/pull/125970" rel="noopener noreferrer">#125970</a>`,
			`<a href="https://github.com/carlory" rel="noopener noreferrer">@carlory</a>`,
		}},
		{"nested list", noteNestedList, []string{
			"<p>Kube-apiserver: Authorization webhooks now report the following metrics:</p>\n<ul>\n<li>apiserver_authorization_webhook_evaluations_total</li>",
			"<li>apiserver_authorization_webhook_duration_seconds</li>",
			`<li>apiserver_authorization_webhook_evaluations_fail_open_total (<a href="https://github.com/kubernetes/kubernetes/pull/123639" rel="noopener noreferrer">#123639</a>`,
			"</ul>",
		}},
		{"documentation link with fragment", noteDocLink, []string{
			"<code>SecurityContextDeny</code>",
			`<a href="https://kubernetes.io/docs/reference/access-authn-authz/admission-controllers/#securitycontextdeny" rel="noopener noreferrer">Kubernetes documentation</a>`,
		}},
		{"bare placeholder stays as text", "Set `--flag` to <value> or <none>.", []string{
			"<code>--flag</code> to &lt;value&gt; or &lt;none&gt;.",
		}},
		{"note headings move below the page's", "# Title\n\ntext", []string{"<h4>Title</h4>"}},
		{"table", "| a | b |\n|---|---|\n| 1 | 2 |", []string{"<table>", "<td>1</td>"}},
		{"strikethrough", "~~old~~ new", []string{"<del>old</del> new"}},
		{"bare URL is linked", "See https://kubernetes.io/blog for more", []string{
			`<a href="https://kubernetes.io/blog" rel="noopener noreferrer">https://kubernetes.io/blog</a>`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Note(tt.md, nil)
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("Note(%q) =\n%s\nwant it to contain\n%s", tt.md, got, w)
				}
			}
			checkSafe(t, tt.md, got)
		})
	}
}

func TestHostileInput(t *testing.T) {
	hostile := []string{
		`<script>alert(1)</script>`,
		"<script>\nalert(1)\n</script>",
		`<img src=x onerror=alert(1)>`,
		`text <img src=x onerror="alert(1)"> text`,
		`<a href="javascript:alert(1)">x</a>`,
		`[x](javascript:alert(1))`,
		`[x](JaVaScRiPt:alert(1))`,
		`[x]( javascript:alert(1))`,
		"[x](java\tscript:alert(1))",
		`[x](java&#x09;script:alert(1))`,
		`[x](&#106;avascript:alert(1))`,
		`[x](data:text/html,<script>alert(1)</script>)`,
		`[x](vbscript:msgbox(1))`,
		`[x](file:///etc/passwd)`,
		`[x](/relative/path)`,
		`[x](//evil.example/path)`,
		`[x](#fragment)`,
		`<javascript:alert(1)>`,
		`![x](javascript:alert(1))`,
		`![x](https://evil.example/track.png)`,
		`[x](https://ok.example/"onmouseover="alert(1))`,
		`[x]: javascript:alert(1)` + "\n\n[x]",
		`<iframe src="https://evil.example"></iframe>`,
		`<style>body{display:none}</style>`,
		"```html\n<script>alert(1)</script>\n```",
		"`<script>alert(1)</script>`",
	}
	for _, md := range hostile {
		got := Note(md, []search.Mark{{Word: "script"}, {Word: "alert"}})
		checkSafe(t, md, got)
	}
	// Relative, protocol-relative and fragment links keep their text only.
	for _, md := range []string{`[x](/relative/path)`, `[x](//evil.example/path)`, `[x](#fragment)`, `[x](JaVaScRiPt:alert(1))`} {
		if got := Note(md, nil); got != "<p>x</p>" {
			t.Errorf("Note(%q) = %q, want the bare text", md, got)
		}
	}
}

var (
	tagRE  = regexp.MustCompile(`<(/?)([a-zA-Z0-9]+)([^>]*)>`)
	attrRE = regexp.MustCompile(`\s([a-zA-Z-]+)="([^"]*)"`)
	// allowedTags is every element the renderer may produce.
	allowedTags = map[string]bool{
		"p": true, "a": true, "code": true, "pre": true, "em": true, "strong": true, "del": true,
		"ul": true, "ol": true, "li": true, "blockquote": true, "hr": true, "br": true, "mark": true,
		"h4": true, "h5": true, "h6": true, "table": true, "thead": true, "tbody": true, "tr": true,
		"th": true, "td": true,
	}
	allowedAttrs = map[string]bool{"href": true, "rel": true, "class": true, "start": true, "style": false, "align": true}
)

// checkSafe fails when html holds an element, attribute or URL that could
// run code or load something: the renderer escapes every '<' of text, so
// every tag in its output is one it made.
func checkSafe(t *testing.T, md, html string) {
	t.Helper()
	for _, m := range tagRE.FindAllStringSubmatch(html, -1) {
		tag := strings.ToLower(m[2])
		if !allowedTags[tag] {
			t.Errorf("Note(%q) produced a <%s> element:\n%s", md, tag, html)
		}
		attrs := attrRE.FindAllStringSubmatch(m[3], -1)
		rest := attrRE.ReplaceAllString(m[3], "")
		if strings.TrimSpace(strings.TrimSuffix(rest, "/")) != "" {
			t.Errorf("Note(%q) produced an unquoted or odd attribute %q:\n%s", md, m[3], html)
		}
		for _, a := range attrs {
			name := strings.ToLower(a[1])
			if !allowedAttrs[name] {
				t.Errorf("Note(%q) produced the attribute %s:\n%s", md, name, html)
			}
			if name == "href" {
				u := strings.ToLower(a[2])
				if !strings.HasPrefix(u, "https://") && !strings.HasPrefix(u, "http://") && !strings.HasPrefix(u, "mailto:") {
					t.Errorf("Note(%q) produced href=%q:\n%s", md, a[2], html)
				}
			}
		}
	}
}

func TestMarks(t *testing.T) {
	tests := []struct {
		name, md string
		marks    []search.Mark
		want     string
	}{
		{"whole word, any case", "Kubeadm: KUBEADM and kubeadm.", []search.Mark{{Word: "kubeadm"}},
			"<p><mark>Kubeadm</mark>: <mark>KUBEADM</mark> and <mark>kubeadm</mark>.</p>"},
		{"inside code spans", "Use `kubeadm init` now", []search.Mark{{Word: "kubeadm"}},
			"<p>Use <code><mark>kubeadm</mark> init</code> now</p>"},
		{"only the matched characters of a fuzzy match", "The kubelet restarts", []search.Mark{{Word: "kubelet", Pos: []int{0, 1, 3, 5}}},
			"<p>The <mark>ku</mark>b<mark>e</mark>l<mark>e</mark>t restarts</p>"},
		{"prefix", "Scheduling hints", []search.Mark{{Word: "scheduling", Pos: []int{0, 1, 2}}},
			"<p><mark>Sch</mark>eduling hints</p>"},
		{"overlapping marks merge", "apiserver", []search.Mark{{Word: "api"}, {Word: "apiserver"}},
			"<p><mark>apiserver</mark></p>"},
		{"several words", "node and pod", []search.Mark{{Word: "pod"}, {Word: "node"}},
			"<p><mark>node</mark> and <mark>pod</mark></p>"},
		{"escaped text around marks", "a<b & kubeadm>c", []search.Mark{{Word: "kubeadm"}},
			"<p>a&lt;b &amp; <mark>kubeadm</mark>&gt;c</p>"},
		{"in link text, not in the URL", "[kubeadm docs](https://kubeadm.example/)", []search.Mark{{Word: "kubeadm"}},
			`<p><a href="https://kubeadm.example/" rel="noopener noreferrer"><mark>kubeadm</mark> docs</a></p>`},
		{"PR reference", "([#123](https://github.com/kubernetes/kubernetes/pull/123))", []search.Mark{{Word: "#123"}},
			`<p>(<a href="https://github.com/kubernetes/kubernetes/pull/123" rel="noopener noreferrer"><mark>#123</mark></a>)</p>`},
		{"non-ASCII case folding", "ÉTÉ été", []search.Mark{{Word: "été"}},
			"<p><mark>ÉTÉ</mark> <mark>été</mark></p>"},
		{"entity in text", "AT&amp;T kubeadm", []search.Mark{{Word: "t"}},
			"<p>A<mark>T</mark>&amp;<mark>T</mark> kubeadm</p>"},
		{"no match leaves text alone", "nothing here", []search.Mark{{Word: "kubeadm"}},
			"<p>nothing here</p>"},
		{"markup characters are never marked inside tags", "`<mark>`", []search.Mark{{Word: "mark"}},
			"<p><code>&lt;<mark>mark</mark>&gt;</code></p>"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Note(tt.md, tt.marks); got != tt.want {
				t.Errorf("Note(%q, %v) =\n%s\nwant\n%s", tt.md, tt.marks, got, tt.want)
			}
		})
	}
}

// TestEveryShippedNote renders every note of the shipped release notes and
// checks the output is safe and keeps the note's words.
func TestEveryShippedNote(t *testing.T) {
	var files []changelog.File
	for _, dir := range []string{"../../embed/data/changelog", "../../embed/data/release-notes"} {
		names, _ := filepath.Glob(filepath.Join(dir, "*"))
		for _, name := range names {
			b, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, changelog.File{Name: filepath.Base(name), Data: b})
		}
	}
	if len(files) == 0 {
		t.Fatal("no release notes under ../../embed/data")
	}
	rels, err := changelog.ParseFiles(files)
	if err != nil {
		t.Fatal(err)
	}
	n, marked := 0, 0
	unmark := strings.NewReplacer("<mark>", "", "</mark>", "")
	for _, r := range rels {
		for _, note := range r.Notes {
			tmpl := Prepare(note.Markdown)
			plain := tmpl.Render(nil)
			html := tmpl.Render([]search.Mark{{Word: "the"}, {Word: "kube", Pos: []int{0, 1}}})
			checkSafe(t, note.Markdown, html)
			if strings.Contains(html, "raw HTML omitted") {
				t.Errorf("Note(%q) dropped raw HTML instead of showing it", note.Markdown)
			}
			// Marks only add <mark> tags to the same HTML: a template
			// reused for another search shows the same note.
			if html != plain {
				marked++
			}
			if strings.Contains(plain, "<mark>") || unmark.Replace(html) != plain {
				t.Errorf("marks changed more than <mark> tags in %q:\n%s\n%s", note.Markdown, plain, html)
			}
			n++
		}
	}
	if marked < n/2 {
		t.Errorf("only %d of %d notes have \"the\" or \"kube\" marked", marked, n)
	}
	t.Logf("%d notes rendered, %d with marks", n, marked)
}

// BenchmarkNote compares rendering a note from its markdown (a note not
// shown before) with marking a prepared one (the same note for the next
// keystroke).
func BenchmarkNote(b *testing.B) {
	marks := []search.Mark{{Word: "kubeadm"}, {Word: "apiserver", Pos: []int{0, 1, 2}}}
	mds := []string{noteCodeSpans, noteNestedList, noteDocLink}
	b.Run("prepare+render", func(b *testing.B) {
		for b.Loop() {
			for _, md := range mds {
				Prepare(md).Render(marks)
			}
		}
	})
	b.Run("render", func(b *testing.B) {
		var tmpls []*render.Template
		for _, md := range mds {
			tmpls = append(tmpls, Prepare(md))
		}
		for b.Loop() {
			for _, t := range tmpls {
				t.Render(marks)
			}
		}
	})
}

func TestLinkifyOnlyWhenNeeded(t *testing.T) {
	for md, want := range map[string]string{
		"See www.example.com now":     `<a href="http://www.example.com" rel="noopener noreferrer">www.example.com</a>`,
		"Mail foo@example.com please": `<a href="mailto:foo@example.com" rel="noopener noreferrer">foo@example.com</a>`,
		"See https://k8s.io/x now":    `<a href="https://k8s.io/x" rel="noopener noreferrer">https://k8s.io/x</a>`,
	} {
		if got := Note(md, nil); !strings.Contains(got, want) {
			t.Errorf("Note(%q) = %s, want it to contain %s", md, got, want)
		}
	}
}
