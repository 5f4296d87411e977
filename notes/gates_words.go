package notes

import (
	"slices"
	"strings"

	"github.com/kubechangelog/kubechangelog/internal/lazyre"
)

// A gate learnt from the words of its feature. "Finalizer Protection for
// Service LoadBalancers (ServiceLoadBalancerFinalizer) has been added as an
// Alpha feature, which is disabled by default." (#78262, v1.15.0) names the
// gate once, in a parenthesis right after the feature's capitalised words,
// and calls it no feature gate; the notes of its beta and GA ("Finalizer
// Protection for Service LoadBalancers is now in beta (enabled by
// default).", #81691; "… is now in GA", v1.17.0) name it by those words
// alone. The name is taken where the sentence gives the feature a stage and
// the name is made of the words (see namesWords); the words, then, name
// the gate where another note's sentence opens with them and gives a stage.

var (
	// featureParen: capitalised words (small joining words between them)
	// opening a sentence, then a CamelCase name alone in a parenthesis,
	// then the rest of the sentence, whose subject the words are: "Graduate
	// the `MatchLabelKeys` (MismatchLabelKeys) feature in PodAffinity
	// (PodAntiAffinity) to GA" (#130463) opens with a verb and names a
	// field in the parenthesis, no gate.
	featureParen = lazyre.New(`(?:^|[.;:]\s+|\n)\W*(?:(?:[Tt]he|[Aa]n?)\s+)?((?:[A-Z][A-Za-z0-9-]*\s+)(?:(?:[A-Z][A-Za-z0-9-]*|for|of|in|on|to|and|with|the)\s+){0,7}[A-Z][A-Za-z0-9-]*)\s+\(\x60?([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)\x60?\)(\s+(?:(?:feature|now)\s+)?(?:has|have|is|are|was|were|graduate[sd]?|move[sd]|reach(?:es|ed))\b[^.;]*)`)
	// gatePromotedTo: a long CamelCase name promoted straight to a stage,
	// no noun after it: "Promoted `NodeInclusionPolicyInPodTopologySpread`
	// to Stable in v1.33" (#130920), a gate no note calls one. (Shorter
	// names so promoted are often API kinds, "Promoted `SelfSubjectReview`
	// to Beta", #116274, or misspelt gates, "Promoted `ImageGCMaximumAge`
	// to stable", #134736, of ImageMaximumGCAge: see promotedGates.)
	gatePromotedTo = lazyre.New(`\b(?i:promot(?:ed|es|e|ing)|graduat(?:ed|es|e|ing))\s+(?:the\s+)?([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)\s+to\s+(?i:alpha|beta|GA|stable|general\s+availability)\b`)
	// etcdGate: a gate the note calls etcd's: "Updated `kubeadm` to use the
	// `InitialCorruptCheck=true` etcd feature gate instead of the deprecated
	// `--experimental-initial-corrupt-check` flag." (#132838).
	etcdGate = lazyre.New(`\b([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)(?:=(?:true|false))?[\x60'"]?\s+(?i:etcd)\s+(?i:feature[- ]?gates?)\b`)
	// featureStage: the words giving a feature a stage.
	featureStage = lazyre.New(`(?i)\b(?:alpha|beta|GA|stable|generally\s+available|graduat\w*)\b`)
)

// featureName is a gate's name in a parenthesis after its feature's words.
type featureName struct {
	words, name string
	start, end  int // the name's place in the text
}

// featureParens returns the gates text names in a parenthesis right after
// their feature's words, in a sentence giving the feature a stage.
func featureParens(text string) []featureName {
	if !nameParen(text) {
		return nil
	}
	var out []featureName
	for _, m := range featureParen().FindAllStringSubmatchIndex(text, -1) {
		words, name := text[m[2]:m[3]], text[m[4]:m[5]]
		if !isGateName(name) || notGates[name] || !featureStage().MatchString(text[m[6]:m[7]]) || !namesWords(words, name) {
			continue
		}
		out = append(out, featureName{words: words, name: name, start: m[4], end: m[5]})
	}
	return out
}

// etcdGates returns the names text calls etcd's feature gates: etcd's
// own, which kubeadm sets, no gate of Kubernetes (a later note names it
// only in "--feature-gates=InitialCorruptCheck=true", #135701).
func etcdGates(text string) []string {
	if !strings.Contains(text, "etcd feature gate") && !strings.Contains(text, "etcd feature-gate") {
		return nil
	}
	var out []string
	for _, m := range etcdGate().FindAllStringSubmatch(text, -1) {
		out = append(out, m[1])
	}
	return out
}

// promotedGates returns where text promotes a gate of four humps or more
// straight to a stage (see gatePromotedTo).
func promotedGates(text string) []span {
	if !strings.Contains(text, "romot") && !strings.Contains(text, "raduat") {
		return nil
	}
	var out []span
	for _, m := range gatePromotedTo().FindAllStringSubmatchIndex(text, -1) {
		if name := text[m[2]:m[3]]; isGateName(name) && humps(name) >= 4 {
			out = append(out, span{name: name, start: m[2], end: m[3]})
		}
	}
	return out
}

// nameParen says whether text has a parenthesis opening on a capital
// letter (in backticks or not) and holding no space: a byte scan, so the
// expression runs only on the few notes that may match it.
func nameParen(text string) bool {
	for i := strings.IndexByte(text, '('); i >= 0; {
		j := i + 1
		if j < len(text) && text[j] == '`' {
			j++
		}
		if j < len(text) && text[j] >= 'A' && text[j] <= 'Z' {
			if k := strings.IndexAny(text[j:], ") "); k > 0 && text[j+k] == ')' {
				return true
			}
		}
		next := strings.IndexByte(text[i+1:], '(')
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return false
}

// namesWords says whether name is made of words: of its humps (capital
// then lower-case letters, "Service", "Load", "Balancer", "Finalizer"), at
// least two, and at least half, stand in the words, the case ignored.
// "Promotes VolumePVCDataSource (Cloning) feature to beta" (#81792) names
// no gate Cloning.
func namesWords(words, name string) bool {
	low := strings.ToLower(strings.ReplaceAll(words, " ", ""))
	hit, all := 0, 0
	for i := 0; i < len(name); {
		j := i + 1
		for j < len(name) && !(name[j] >= 'A' && name[j] <= 'Z' && j+1 < len(name) && name[j+1] >= 'a' && name[j+1] <= 'z') &&
			!(name[j] >= 'A' && name[j] <= 'Z' && name[j-1] >= 'a' && name[j-1] <= 'z') {
			j++
		}
		all++
		if strings.Contains(low, strings.ToLower(name[i:j])) {
			hit++
		}
		i = j
	}
	return hit >= 2 && hit*2 >= all
}

// featureWordSpans adds to spans (sorted) where text opens a sentence
// with the words of a feature learnt (words → gate name) and gives it a
// stage in that sentence, each a mention of the gate.
func featureWordSpans(text string, spans []span, learnt map[string]string) []span {
	added := false
	for words, name := range learnt {
		for i := 0; ; {
			at := strings.Index(text[i:], words)
			if at < 0 {
				break
			}
			at += i
			i = at + len(words)
			ss, se := sentenceStart(text, at), sentenceEnd(text, i)
			if lead := strings.TrimSpace(text[ss:at]); lead != "" && lead != "The" {
				continue
			}
			if !featureStage().MatchString(text[i:se]) || containsSpan(spans, ss, se) {
				continue
			}
			spans = append(spans, span{name: name, start: at, end: i, known: true})
			added = true
		}
	}
	if added {
		sortSpans(spans)
	}
	return spans
}

// containsSpan says whether a span starts within text[from:to].
func containsSpan(spans []span, from, to int) bool {
	for _, s := range spans {
		if s.start >= from && s.start < to {
			return true
		}
	}
	return false
}

// wordGates is the gates the store knows that text, a note's plain text
// saying "by default", writes in two to five words joined at the gate's
// humps, in any case, and that the extraction did not find there (ms):
// "OpenAPI V3 is turned on by default" (#109031, OpenAPIV3), "The prefer
// nominated node graduates to Beta and enabld by default" (#102201,
// PreferNominatedNode). Each is a mention turning the gate on, with the
// words (by gate name), where the words are the sentence's subject (at most
// an article before them) and the default on is said after them: not "Pod
// Security admission: the pod-security `warn` level will now default to
// the `enforce` level" (#113491), whose words name no default of the gate.
// Linear: each word starts at most four joins.
//
// named looks a gate up by its lower-cased name: the store's gates for
// the upgrade section, the names known so far while the store's gates are
// read (see gateIndex.build). Each mention keeps its words (words).
func wordGates(text string, ms []GateMention, named func(low string) (string, bool)) ([]GateMention, map[string]string) {
	type span struct{ from, to int }
	var words []span
	for i := 0; ; {
		from, to := nextWord(text, i)
		if from == to {
			break
		}
		words = append(words, span{from, to})
		i = to
	}
	var out []GateMention
	var phrases map[string]string
	var joined strings.Builder
	for i := range words {
		joined.Reset()
		joined.WriteString(strings.ToLower(text[words[i].from:words[i].to]))
		for k := i + 1; k < len(words) && k < i+5; k++ {
			// One space between the words, no punctuation.
			if words[k].from != words[k-1].to+1 || text[words[k-1].to] != ' ' {
				break
			}
			joined.WriteString(strings.ToLower(text[words[k].from:words[k].to]))
			name, ok := named(joined.String())
			if !ok {
				continue
			}
			phrase := text[words[i].from:words[k].to]
			if phrases[name] != "" || slices.ContainsFunc(ms, func(m GateMention) bool { return m.Name == name }) || !atHumps(phrase, name) {
				continue
			}
			w, at := gateSays(text, phrase)
			if w == "" || len(strings.Fields(w[:at])) > 1 || reNoFlip().MatchString(w) {
				continue
			}
			after := w[at+len(phrase):]
			if reDefaultOff().MatchString(after) || reDefaultOffMore().MatchString(after) ||
				!reDefaultOn().MatchString(after) && !(reBetaAndByDefault().MatchString(after) && !reOffWords().MatchString(after)) {
				continue
			}
			if phrases == nil {
				phrases = map[string]string{}
			}
			phrases[name] = phrase
			out = append(out, GateMention{Name: name, Kind: GateDefaultOn, words: phrase})
		}
	}
	return out, phrases
}

// atHumps says whether phrase, words separated by single spaces, splits
// gate name where a hump starts (an upper-case letter or a digit): "OpenAPI
// V3" and "prefer nominated node" do, "Open APIV3" does not.
func atHumps(phrase, name string) bool {
	at := 0
	for i, w := range strings.Split(phrase, " ") {
		if i > 0 && (at >= len(name) || !(name[at] >= 'A' && name[at] <= 'Z' || name[at] >= '0' && name[at] <= '9')) {
			return false
		}
		at += len(w)
	}
	return at == len(name)
}

// named is the gate of a lower-cased name (see wordGates).
func (g *gateIndex) named(low string) (string, bool) {
	gi, ok := g.byName[low]
	if !ok {
		return "", false
	}
	return g.gates[gi].Name, true
}
