package notes

import (
	"slices"
	"strings"

	"github.com/kubechangelog/kubechangelog/internal/lazyre"
	"github.com/kubechangelog/kubechangelog/parser"
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
	//
	// With "feature" after the name, a shorter name too: "Promoted the
	// `ImageMaximumGCAge` feature to beta." (#123424), "KEP-3857: promoted
	// RecursiveReadOnlyMounts feature to beta." (#125475): an API kind is
	// not called a feature (group 2 holds the word).
	gatePromotedTo = lazyre.New(`\b(?i:promot(?:ed|es|e|ing)|graduat(?:ed|es|e|ing))\s+(?:the\s+)?([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)\s+(features?\s+)?to\s+(?i:alpha|beta|GA|stable|general\s+availability)\b`)
	// gateIsPromoted: a CamelCase name opening a sentence that says it is
	// promoted to a stage: "`ElasticIndexedJob` is graduated to GA."
	// (#125751), a gate no note calls one. Names of three humps or more,
	// or called a feature: the notes promote API kinds by their names
	// with the verb first ("Promoted `SelfSubjectReview` to Beta").
	gateIsPromoted = lazyre.New(`(?:^|[.;:]\s+|\n)\W*(?:[Tt]he\s+)?([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)\s+(features?\s+)?(?:is|was|has\s+been)\s+(?:now\s+)?(?i:promoted|graduated)\s+to\s+(?i:alpha|beta|GA|stable|general\s+availability)\b`)
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

// promotedGates returns where text promotes a gate straight to a stage,
// naming no feature gate: a name of four humps or more after the verb, of
// three or more before it, or one called a feature (see gatePromotedTo,
// gateIsPromoted).
func promotedGates(text string) []span {
	if !strings.Contains(text, "romot") && !strings.Contains(text, "raduat") {
		return nil
	}
	var out []span
	for _, m := range gatePromotedTo().FindAllStringSubmatchIndex(text, -1) {
		if name := text[m[2]:m[3]]; isGateName(name) && (humps(name) >= 4 || m[4] >= 0 && humps(name) >= 2) {
			out = append(out, span{name: name, start: m[2], end: m[3], promoted: true})
		}
	}
	for _, m := range gateIsPromoted().FindAllStringSubmatchIndex(text, -1) {
		if name := text[m[2]:m[3]]; isGateName(name) && (humps(name) >= 3 || m[4] >= 0 && humps(name) >= 2) {
			out = append(out, span{name: name, start: m[2], end: m[3], promoted: true})
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
			if !wordsOnByDefault(w[at+len(phrase):]) {
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

// wordsOnByDefault says whether after, what follows a gate written in
// words in its sentence, turns it on by default: "… graduates to Beta and
// enabld by default" (#102201).
func wordsOnByDefault(after string) bool {
	return !reDefaultOff().MatchString(after) && !reDefaultOffMore().MatchString(after) &&
		(reDefaultOn().MatchString(after) || reBetaAndByDefault().MatchString(after) && !reOffWords().MatchString(after))
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

// graduatedWordsVerb ends the text before a gate written in words that a
// sentence graduates: "Graduated the image volume source feature to
// `beta`" (#135195), "Moving Windows RunAsUserName feature to beta"
// (#84882, WindowsRunAsUserName).
var graduatedWordsVerb = lazyre.New(`(?i)\b(?:graduat(?:ed|es|e|ing)|promot(?:ed|es|e|ing)|mov(?:ed|es|e|ing))\s+(?:the\s+)?`)

// graduatedWordsSubject follows a gate written in words that opens a
// sentence giving it a stage: "Generic ephemeral volumes are beta."
// (#99643), "The server-side apply feature is now beta" (#81956).
var graduatedWordsSubject = lazyre.New(`(?i)^[\x60'"]?\s+(?:features?\s+|support\s+)?(?:is|are|was|were|has|have|graduat\w*|promot\w*|moved|moves|now)\b`)

// graduatedWordsObject follows a gate written in words that a sentence
// graduates: "… feature to beta" (#84882), "Graduated image volume
// sources to beta" (#130135: one noun of the feature's own), "Graduated
// Device Binding Conditions (KEP #5007) to Beta" (#137795). Not more
// nouns: "Moved the CPU Manager static policy option
// `strict-cpu-reservation` to the GA version" (#134388) graduates an
// option of the CPU manager, no gate.
var graduatedWordsObject = lazyre.New(`(?i)^[\x60'"]?(?:\s+[a-z]+)?(?:\s+(?:features?|support|field|functionality))?(?:\s+(?:to|from|into|as)\b|\s*[(:.;,]|\s*$)`)

// graduatedWords adds to spans (sorted) where a sentence naming no gate
// graduates a known gate written in words, in any case, its humps split by
// spaces or hyphens, maybe in the plural or the possessive: "Generic
// ephemeral volumes are beta." (#99643, GenericEphemeralVolume), "The
// server-side apply feature is now beta" (#81956, ServerSideApply),
// "Promoted CronJob's TimeZone support to beta." (#111435,
// CronJobTimeZone), "Graduated the image volume source feature to
// `beta`" (#135195, ImageVolume). A note led by an acronym and a colon
// writes the gate without it: "DRA: Graduated Device Binding Conditions
// (KEP #5007) to Beta" (#137795) names DRADeviceBindingConditions. The
// words are the sentence's subject or the graduation's object, and the
// sentence gives a beta or GA stage, or a subject's alpha ("Ephemeral
// containers have been added in alpha.", #59484, EphemeralContainers).
// (addKnown reads a gate written in three capitalised words or more
// anywhere in such a sentence.)
//
// fold looks a known gate up by its lower-cased name (see
// gateIndex.build). Each span keeps its words (see span.words).
func graduatedWords(text string, spans []span, kind parser.Kind, fold map[string]string) []span {
	if fold == nil || !(containsFold(text, "alpha") || containsFold(text, "beta") || containsFold(text, "stable") || containsFold(text, "general") || hasWordGAFold(text)) {
		return spans
	}
	// "DRA: …": the lead's acronym, lower-cased.
	lead := ""
	if t := strings.TrimLeft(text, " -*"); len(t) > 3 {
		if c := strings.IndexByte(t, ':'); c >= 2 && c <= 8 && strings.IndexFunc(t[:c], func(r rune) bool { return r < 'A' || r > 'Z' }) < 0 {
			lead = strings.ToLower(t[:c])
		}
	}
	added := false
	for ss := 0; ss < len(text); {
		se := sentenceEnd(text, ss)
		sentence := text[ss:se]
		// Byte scans first: the expressions and the word joins run only on
		// a sentence naming a stage and no gate.
		if (containsFold(sentence, "alpha") || containsFold(sentence, "beta") || containsFold(sentence, "stable") || containsFold(sentence, "general") || hasWordGAFold(sentence)) && !containsSpan(spans, ss, se) {
			var starts []int
			// The subject: the sentence's first words, after a lead's
			// "XYZ:" and "The".
			at := ss
			for at < se && (text[at] == ' ' || text[at] == '-' || text[at] == '*') {
				at++
			}
			if c := strings.IndexByte(text[at:se], ':'); c >= 2 && c <= 8 && strings.IndexFunc(text[at:at+c], func(r rune) bool { return r < 'A' || r > 'Z' }) < 0 {
				at += c + 1
				for at < se && text[at] == ' ' {
					at++
				}
			}
			if strings.HasPrefix(text[at:se], "The ") || strings.HasPrefix(text[at:se], "the ") {
				at += len("The ")
			}
			starts = append(starts, -at-1) // negative: a subject
			found := false
			if strings.Contains(sentence, "raduat") || strings.Contains(sentence, "romot") || containsFold(sentence, "mov") {
				for _, m := range graduatedWordsVerb().FindAllStringIndex(sentence, -1) {
					starts = append(starts, ss+m[1])
				}
			}
			for _, st := range starts {
				subject := st < 0
				if subject {
					st = -st - 1
				}
				name, end := wordsGate(text[:se], st, lead, fold)
				if name == "" {
					// "Graduated Kubelet CPU Manager to GA" (#113018,
					// CPUManager): the component the feature lives in,
					// then the gate in words.
					if c := componentLead(text[st:se]); c > 0 {
						if name, end = wordsGate(text[:se], st+c, lead, fold); name != "" {
							st += c
						}
					}
				}
				if name == "" || subject && !graduatedWordsSubject().MatchString(text[end:se]) || !subject && !graduatedWordsObject().MatchString(text[end:se]) {
					continue
				}
				// "Ephemeral containers have been added in alpha." (#59484):
				// a subject added in alpha is the gate's birth.
				if k := classify(sentence, kind).Kind; k != GateBeta && k != GateGA && !(subject && k == GateAdded && reAdded().MatchString(sentence)) {
					break
				}
				spans = append(spans, span{name: name, start: st, end: end, known: true, words: text[st:end]})
				added, found = true, true
				break
			}
			if !found {
				if name, st, end := csiMigrationWords(text, ss, se, fold); name != "" {
					if k := classify(sentence, kind).Kind; k == GateBeta || k == GateGA {
						spans = append(spans, span{name: name, start: st, end: end, known: true, words: text[st:end]})
						added = true
					}
				}
			}
		}
		next := se
		for next < len(text) && (text[next] == ' ' || text[next] == '\n') {
			next++
		}
		if next <= ss {
			break
		}
		ss = next
	}
	if added {
		sortSpans(spans)
	}
	return spans
}

// hasWordGAFold is hasWordGA in any case, without a lower-cased copy.
func hasWordGAFold(text string) bool {
	for i := 0; i+2 <= len(text); i++ {
		if text[i]|0x20 == 'g' && text[i+1]|0x20 == 'a' && (i == 0 || !isWordByte(text[i-1])) && (i+2 == len(text) || !isWordByte(text[i+2])) {
			return true
		}
	}
	return false
}

// wordsGate reads up to six words of text from i, one space apart, each
// of letters and digits, split at hyphens, a possessive "'s" dropped, and
// returns the known gate the longest run of two parts or more spells
// (lower-cased, joined, maybe less a plural "s" or with one, maybe after
// lead) and where its words end; "" when none does. It stops at a word
// that joins no name ("to", "and", "in"): a gate's words are a noun
// phrase. The map lookups convert the joined bytes in place, so it
// allocates nothing.
func wordsGate(text string, i int, lead string, fold map[string]string) (name string, end int) {
	var buf, led [160]byte
	joined := buf[:0]
	withLead := append(led[:0], lead...)
	parts := 0
	for w := 0; w < 6 && i < len(text); w++ {
		j := i
		for j < len(text) && (isWordByte(text[j]) || text[j] == '-' && j+1 < len(text) && isWordByte(text[j+1]) && j > i) {
			j++
		}
		word := text[i:j]
		if j == i || word == "to" || word == "and" || word == "or" || word == "in" || word == "of" || word == "for" || word == "is" || word == "are" {
			break
		}
		cut := j
		if strings.HasPrefix(text[j:], "'s ") {
			j += 2
		}
		for k := i; k < cut; k++ {
			c := text[k]
			if c == '-' {
				parts++
				continue
			}
			if len(withLead) == len(led) {
				return name, end
			}
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			joined = append(joined, c)
			withLead = append(withLead, c)
		}
		parts++
		if parts >= 2 {
			n, ok := fold[string(joined)]
			if !ok && joined[len(joined)-1] == 's' {
				n, ok = fold[string(joined[:len(joined)-1])]
			}
			if !ok && len(joined) < len(buf) {
				// "Graduated scheduler `QueueingHint` support to GA"
				// (#131973): the gate's name is the plural,
				// SchedulerQueueingHints.
				n, ok = fold[string(append(joined, 's'))]
			}
			if !ok && lead != "" {
				n, ok = fold[string(withLead)]
				if !ok && withLead[len(withLead)-1] == 's' {
					n, ok = fold[string(withLead[:len(withLead)-1])]
				}
			}
			if ok {
				name, end = n, cut
			}
		}
		if j >= len(text) || text[j] != ' ' {
			break
		}
		i = j + 1
	}
	return name, end
}

// components are the programs a note may name before a feature of theirs
// written in words, lower-cased, each with the space after it.
var components = []string{"kubelet ", "kube-proxy ", "kube-apiserver ", "kube-scheduler ", "kube-controller-manager ", "kubeadm "}

// componentLead returns the length of the component's name and the space
// after it that s opens with, in any case, or 0: "Kubelet CPU Manager"
// is the kubelet's CPU manager, the gate CPUManager.
func componentLead(s string) int {
	for _, c := range components {
		if len(s) > len(c) && strings.EqualFold(s[:len(c)], c) {
			return len(c)
		}
	}
	return 0
}

// csiMigrationWords finds, in the sentence text[ss:se], a CSI migration
// gate written as its plugin's words before "CSI migration": "Azure File
// CSI migration is now GA" (#113160, CSIMigrationAzureFile), "Mark
// AzureDisk CSI migration as GA" (#107681, CSIMigrationAzureDisk),
// "OpenStack Cinder CSI migration is now GA" (#107462,
// CSIMigrationOpenStack: the gate names the cloud, the words its volume
// too). Upstream names each such gate CSIMigration and the plugin's name,
// and its documentation page speaks of the plugin's migration to CSI, the
// feature these notes graduate. It returns the known gate (see fold) the
// longest run of at most three words before the phrase names with the
// prefix, and where the words start and the phrase ends; "" when none.
func csiMigrationWords(text string, ss, se int, fold map[string]string) (name string, start, end int) {
	const phrase = "csi migration"
	at := -1
	for i := ss; i+len(phrase) <= se; i++ {
		if strings.EqualFold(text[i:i+len(phrase)], phrase) && (i == ss || !isWordByte(text[i-1])) && (i+len(phrase) == se || !isWordByte(text[i+len(phrase)])) {
			at = i
			break
		}
	}
	if at < 0 {
		return "", 0, 0
	}
	// The words before it, nearest last: letters and digits, hyphens
	// dropped, one space apart.
	var from [3]int
	var words [3]string
	n, i := 0, at
	for n < 3 && i > ss && text[i-1] == ' ' {
		j := i - 1
		for j > ss && (isWordByte(text[j-1]) || text[j-1] == '-') {
			j--
		}
		if j == i-1 {
			break
		}
		n++
		from[3-n], words[3-n] = j, strings.ReplaceAll(strings.ToLower(text[j:i-1]), "-", "")
		i = j
	}
	// The run from the farthest word, longest first; then nearer starts.
	for a := 3 - n; a < 3; a++ {
		for b := 3; b > a; b-- {
			key := "csimigration" + strings.Join(words[a:b], "")
			if g, ok := fold[key]; ok {
				return g, from[a], at + len(phrase)
			}
		}
	}
	return "", 0, 0
}
