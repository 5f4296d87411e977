package update

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

func readReal(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "embed", "data", "changelog", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestRun plays upstream with a local server: the walk starts at 1.2, older
// than any shipped file, whose excerpt (1.2's layout) is added; 1.3–1.35 are
// not served and reported missing without ending the walk; 1.36 has one
// release more than the shipped copy, 1.37 answers an HTML error page, 1.38
// fails with 500 and 1.39 does not exist, which ends the walk.
func TestRun(t *testing.T) {
	old12, err := os.ReadFile(filepath.Join("testdata", "CHANGELOG-1.2-excerpt.md"))
	if err != nil {
		t.Fatal(err)
	}
	real36 := readReal(t, "CHANGELOG-1.36.md")
	real37 := readReal(t, "CHANGELOG-1.37.md")
	// The shipped copy of 1.36 lacks its newest release: cut the file from
	// its first "# v" heading to the second.
	heads := regexp.MustCompile(`(?m)^# v1\.36`).FindAllIndex(real36, 2)
	if len(heads) < 2 {
		t.Fatal("CHANGELOG-1.36.md should hold several releases")
	}
	older36 := append(bytes.Clone(real36[:heads[0][0]]), real36[heads[1][0]:]...)

	dir := t.TempDir()
	for name, b := range map[string][]byte{"CHANGELOG-1.36.md": older36, "CHANGELOG-1.37.md": real37} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var asked []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		asked = append(asked, r.URL.Path)
		switch r.URL.Path {
		case "/CHANGELOG/CHANGELOG-1.2.md":
			w.Write(old12)
		case "/CHANGELOG/CHANGELOG-1.36.md":
			w.Write(real36)
		case "/CHANGELOG/CHANGELOG-1.37.md":
			w.Write([]byte("<html><body>rate limited</body></html>"))
		case "/CHANGELOG/CHANGELOG-1.38.md":
			http.Error(w, "boom", http.StatusInternalServerError)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()

	got, err := Run(context.Background(), srv.Client(), srv.URL+"/CHANGELOG", dir)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"CHANGELOG-1.2.md":  "added",
		"CHANGELOG-1.36.md": "updated",
		"CHANGELOG-1.37.md": "kept",
		"CHANGELOG-1.38.md": "missing",
	}
	for m := 3; m <= 35; m++ {
		want[fmt.Sprintf("CHANGELOG-1.%d.md", m)] = "missing"
	}
	if len(got) != len(want) {
		t.Fatalf("outcomes %+v, want one each for %v (asked %v)", got, want, asked)
	}
	for _, o := range got {
		if want[o.Name] != o.Status {
			t.Errorf("%s: status %q (%s), want %q", o.Name, o.Status, o.Detail, want[o.Name])
		}
		if o.Status != "missing" || o.Name == "CHANGELOG-1.38.md" {
			t.Logf("%s: %s (%s)", o.Name, o.Status, o.Detail)
		}
	}
	if got[0].Name != "CHANGELOG-1.2.md" || got[0].Detail != "2 releases, newest v1.2.7" {
		t.Errorf("the walk should start at 1.2 and add its two releases: %+v", got[0])
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "CHANGELOG-1.2.md")); !bytes.Equal(b, old12) {
		t.Error("1.2 should now hold the downloaded file")
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "CHANGELOG-1.36.md")); !bytes.Equal(b, real36) {
		t.Error("1.36 should now hold the downloaded file")
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "CHANGELOG-1.37.md")); !bytes.Equal(b, real37) {
		t.Error("1.37 must keep the previous file when the download does not parse")
	}
	if _, err := os.Stat(filepath.Join(dir, "CHANGELOG-1.38.md")); !os.IsNotExist(err) {
		t.Error("a failed download must not leave a file")
	}

	// A second run finds nothing new for 1.36.
	got, _ = Run(context.Background(), srv.Client(), srv.URL+"/CHANGELOG", dir)
	if got[0].Name != "CHANGELOG-1.2.md" || got[0].Status != "unchanged" ||
		got[34].Name != "CHANGELOG-1.36.md" || got[34].Status != "unchanged" {
		t.Errorf("second run: %+v, %+v", got[0], got[34])
	}
}
