module github.com/kubechangelog/kubechangelog

go 1.26

require (
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/chromedp/chromedp v0.23.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/sahilm/fuzzy v0.1.3 // indirect
	github.com/yuin/goldmark v1.8.7 // indirect
	golang.org/x/mod v0.43.0 // indirect
	honnef.co/go/js/dom/v2 v2.0.0-20231112215516-51f43a291193 // indirect
)
