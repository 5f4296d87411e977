package i18n

import "github.com/kubechangelog/kubechangelog/parser"

// jaKinds are the Japanese names of the kinds.
var jaKinds = map[parser.Kind]string{
	parser.KindUrgent:        "アップグレード時の重要な注意",
	parser.KindDeprecation:   "非推奨",
	parser.KindAPIChange:     "API の変更",
	parser.KindFeature:       "機能",
	parser.KindDocumentation: "ドキュメント",
	parser.KindFailingTest:   "失敗するテスト",
	parser.KindBug:           "バグまたはリグレッション",
	parser.KindCleanup:       "その他 (クリーンアップ・フレーク)",
	parser.KindUncategorized: "未分類",
	parser.KindDependency:    "依存関係",
	parser.KindOtherNotes:    "その他の注記",
}

// ja translates the interface messages. Keys are the English messages as
// the code writes them; format verbs stay in order.
var ja = map[string]string{
	"Kubernetes release notes":   "Kubernetes リリースノート",
	"All releases":               "すべてのリリース",
	"Release":                    "リリース",
	"Filters":                    "フィルター",
	"Clear filters":              "フィルターをクリア",
	"Kind":                       "種類",
	"SIG":                        "SIG",
	"Area":                       "エリア",
	"Action required":            "対応が必要",
	"Search the notes":           "ノートを検索",
	"Show more":                  "さらに表示",
	"Skip to the notes":          "ノートへ移動",
	"Loading the release notes…": "リリースノートを読み込んでいます…",
	"%s notes":                   "%s 件のノート",
	"%s note":                    "%s 件のノート",
	"No notes match.":            "一致するノートはありません。",
	"Language":                   "言語",
	"Theme":                      "テーマ",
	"Compare":                    "比較",
	"From":                       "から",
	"To":                         "まで",
	"Export":                     "エクスポート",
	"Copy":                       "コピー",
	"Download":                   "ダウンロード",
	"Open a file":                "ファイルを開く",
	"Open a CHANGELOG or release-notes markdown file: it is read in this page and never uploaded. You can also drop a file on the page or paste its text.": "CHANGELOG またはリリースノートの Markdown ファイルを開きます。ファイルはこのページの中で読み込まれ、アップロードされません。ページにドロップするか、テキストを貼り付けることもできます。",
	"Keyboard shortcuts": "キーボードショートカット",

	// The results region (wasm/view/chrome.go).
	"%s, best match first":                        "%s、一致度の高い順",
	"%s in %s releases, newest first":             "%s (%s 件のリリース、新しい順)",
	"Show %s more of %s":                          "さらに %s 件を表示 (残り %s 件)",
	"No notes match. Try fewer words or filters.": "一致するノートはありません。検索語やフィルターを減らしてみてください。",

	// The page's static chrome (web/index.html, data-i18n attributes).
	"Search: kubeadm, sig:node, #122530":           "検索: kubeadm, sig:node, #122530",
	"Dark theme":                                   "ダークテーマ",
	"Release notes © The Kubernetes Authors, from": "リリースノート © The Kubernetes Authors。出典:",
	"and": "および",
	"(Apache License 2.0). Everything runs in your browser; the page loads nothing from other sites.": "(Apache License 2.0)。すべてブラウザー内で動作し、このページは他のサイトから何も読み込みません。",

	// The keyboard shortcuts dialog.
	"Focus the search box":                    "検索ボックスにフォーカス",
	"Clear the search box, or close a dialog": "検索ボックスをクリア、またはダイアログを閉じる",
	"Next note":                            "次のノート",
	"Previous note":                        "前のノート",
	"Open the focused note's pull request": "フォーカス中のノートのプルリクエストを開く",
	"Show this list":                       "この一覧を表示",
	"Close":                                "閉じる",
	"Shortcuts do not apply while typing in a field.": "入力欄で入力中はショートカットは働きません。",

	// Compare mode (wasm/view/compare.go, chart.go, index.html).
	"Compare from":                   "比較元",
	"Compare to":                     "比較先",
	"from…":                          "比較元…",
	"to…":                            "比較先…",
	"Leave compare":                  "比較をやめる",
	"%s in %s releases, by kind":     "%s (%s 件のリリース、種類別)",
	"Upgrading from %s to %s":        "%s から %s へのアップグレード",
	"No release lies in this range.": "この範囲にリリースはありません。",
	"Notes of %s.":                   "%s のノート。",
	"Notes of %s releases: %s.":      "%s 件のリリースのノート: %s。",
	"Security fixes":                 "セキュリティ修正",
	"fixed in":                       "修正:",
	"Changes":                        "変更",
	"also in %s":                     "%s にも記載",
	"Dependencies":                   "依存関係",
	"No Go module changed version.":  "バージョンが変わった Go モジュールはありません。",
	"added at %s":                    "%s で追加",
	"removed (was %s)":               "削除 (以前は %s)",
	"Notes by kind and SIG. Click a bar to filter by it.":                              "種類別・SIG 別のノート数。バーをクリックすると絞り込めます。",
	"The notes of %s are not in the data; their changes are missing here.":             "%s のノートはデータにないため、その変更はここに含まれません。",
	"The notes of %s list no dependency changes; modules they moved are missing here.": "%s のノートには依存関係の変更がないため、そこで動いたモジュールはここに含まれません。",

	// The export dialog (wasm/export.go, index.html).
	"Export this view":                     "この表示をエクスポート",
	"Format":                               "形式",
	"Exported text":                        "エクスポートしたテキスト",
	"The same text from the command line:": "コマンドラインで同じテキストを得るには:",
	"Copied":                               "コピーしました",
	"Downloading %s":                       "%s をダウンロードしています",
	"The browser refused the clipboard: the text is selected, copy it with Ctrl+C (⌘C).": "ブラウザーがクリップボードを拒否しました。テキストを選択したので Ctrl+C (⌘C) でコピーしてください。",
}
