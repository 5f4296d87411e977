module github.com/kubechangelog/kubechangelog

go 1.26.0

require golang.org/x/mod v0.43.0

require (
	github.com/chromedp/cdproto v0.159.0
	github.com/chromedp/chromedp v0.23.0
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875
	github.com/sahilm/fuzzy v0.1.3
	github.com/yuin/goldmark v1.8.7
	honnef.co/go/js/dom/v2 v2.0.0-20231112215516-51f43a291193
)

require github.com/klauspost/compress v1.20.4 // indirect
