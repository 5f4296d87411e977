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
	parser.KindCleanup:       "その他・クリーンアップ・フレーク",
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

	// Notices: what a link asked for that the notes lack (notes/query.go,
	// notes/state.go, notes/diff.go).
	"There is no release %q; showing all releases (nearest: %s).": "リリース %q はありません。すべてのリリースを表示しています (近いもの: %s)。",
	"A comparison needs both a from and a to version.":            "比較には比較元と比較先の両方のバージョンが必要です。",
	"No note has the SIG %q; that filter was ignored.":            "SIG %q のノートはありません。このフィルターは無視しました。",
	"No note has the area %q; that filter was ignored.":           "エリア %q のノートはありません。このフィルターは無視しました。",

	// The filter groups (notes/groups.go).
	"At most N SIGs": "SIG の数の上限",
	"Any":            "指定なし",
	"Left out":       "除外したノート",
	"%q is not a number of SIGs; that filter was ignored.":   "%q は SIG の数ではありません。このフィルターは無視しました。",
	"%q is not a PR number; it was not left out.":            "%q は PR 番号ではありません。除外しませんでした。",
	"%s (did you mean %s?)":                                  "%s (%s のことですか?)",
	"%s (known values: %s)":                                  "%s (使える値: %s)",
	"There is no kind %q; that filter was ignored.":          "種類 %q はありません。このフィルターは無視しました。",
	"The link was too long; only its beginning was read.":    "リンクが長すぎるため、先頭の部分だけを読みました。",
	"Part of the link could not be decoded and was ignored.": "リンクの一部を解読できなかったため、無視しました。",
	"Only the first %d %s values of the link were used.":     "リンクの %[2]s の値は最初の %[1]d 個だけを使いました。",
	"The search text of the link was shortened.":             "リンクの検索テキストを短くしました。",
	"from %s is newer than to %s; swap them":                 "比較元 %s は比較先 %s より新しいバージョンです。入れ替えてください",
	"there is no release %s (nearest: %s)":                   "リリース %s はありません (近いもの: %s)",

	// Opening a file (notes/load.go, wasm/view/openfile.go, wasm/openfile.go).
	"%s is %.1f MB; files over %d MB are not release notes and were not read": "%s は %.1f MB です。%d MB を超えるファイルはリリースノートではないため、読み込みませんでした",
	"%s is empty": "%s は空です",
	"%s is a binary file, not release-notes markdown":                                                                      "%s はバイナリファイルで、リリースノートの Markdown ではありません",
	"%s is not UTF-8 text, so it is not release-notes markdown":                                                            "%s は UTF-8 のテキストではないため、リリースノートの Markdown ではありません",
	"%s: not a release-notes JSON map keyed by PR number: %v":                                                              "%s: PR 番号をキーとするリリースノートの JSON ではありません: %v",
	"%s: entry %q has no pull-request number":                                                                              "%s: 項目 %q にプルリクエスト番号がありません",
	"%s: empty input, no release notes found":                                                                              "%s: 中身が空で、リリースノートが見つかりません",
	"%s: binary data (NUL bytes), not release-notes markdown":                                                              "%s: バイナリデータ (NUL バイト) で、リリースノートの Markdown ではありません",
	"%s: not UTF-8 text, not release-notes markdown":                                                                       "%s: UTF-8 のテキストではなく、リリースノートの Markdown ではありません",
	"%s: cannot parse release notes (internal error: %v)":                                                                  "%s: リリースノートを解析できません (内部エラー: %v)",
	"%s: no release notes found (expected a '# v1.NN.N' heading or a 'Changes by Kind' section)":                           "%s: リリースノートが見つかりません ('# v1.NN.N' の見出しか 'Changes by Kind' の節が必要です)",
	"%s: cannot tell which release these notes are for (name the file release-notes-1.NN.md or add a '# v1.NN.N' heading)": "%s: どのリリースのノートか分かりません (ファイル名を release-notes-1.NN.md にするか、'# v1.NN.N' の見出しを加えてください)",
	"Preparing the search…":                                                                                                "検索を準備しています…",
	"the pasted text":                                                                                                      "貼り付けたテキスト",
	"the file holds no release notes":                                                                                      "ファイルにリリースノートがありません",
	"%s could not be read: %s":                                                                                             "%s を読み込めませんでした: %s",
	"%s; the notes shown are unchanged.":                                                                                   "%s。表示中のノートは変わりません。",
	"Reading %s…":                                                                                                          "%s を読み込んでいます…",
	"Reading %s… %d%%":                                                                                                     "%s を読み込んでいます… %d%%",
	"Still reading another file; open %s when it is done.":                                                                 "別のファイルを読み込み中です。終わってから %s を開いてください。",
	"Loaded %s: %s (%s).":                                                                                                  "%s を読み込みました: %s (%s)。",
	"Loaded %s: %s (%s), replacing %s.":                                                                                    "%s を読み込みました: %s (%s)。%s を置き換えました。",
	"1 release":                                                                                                            "1 件のリリース",
	"%d releases":                                                                                                          "%d 件のリリース",
	"the shipped copy of %s":                                                                                               "同梱の %s",
	"the shipped copies of %s":                                                                                             "同梱の %s",
	"the earlier copy of %s":                                                                                               "先に開いたファイルの %s",
	"the earlier copies of %s":                                                                                             "先に開いたファイルの %s",
	"%s and %s":                                                                                                            "%s と %s",
	"%s, %s and %s":                                                                                                        "%s、%s と %s",
	"%s and %d more":                                                                                                       "%s ほか %d 件",
	"Opening files is not available: the page lacks its file controls.":                                                    "ファイルを開けません。ページにファイルの操作部品がありません。",

	// Errors of the page itself (wasm/main.go, compare.go, export.go).
	"Something went wrong (%s): %v. The page may be out of date; reload it if it looks wrong.": "問題が発生しました (%s): %v。表示が古い可能性があります。おかしい場合はページを再読み込みしてください。",
	"Comparing versions is not available: the page lacks its compare controls.":                "バージョンを比較できません。ページに比較の操作部品がありません。",
	"Exporting is not available: the page lacks its export dialog.":                            "エクスポートできません。ページにエクスポートのダイアログがありません。",
	"The view could not be exported: %s":                                                       "この表示をエクスポートできませんでした: %s",

	// The write-up export's title (notes/writeup.go).
	"Kubernetes %s: %s changes": "Kubernetes %s: %s の変更内容",
	"Kubernetes %s changes":     "Kubernetes %s の変更内容",
	"Kubernetes: %s changes":    "Kubernetes: %s の変更内容",
	"Kubernetes changes":        "Kubernetes の変更内容",

	// The opened file's notice (wasm/view/openfile.go): a sentence after
	// the loaded one, which in Japanese takes no space after its "。".
	"%s %s": "%s%s",
	"1 note kept the SIG and area labels of the shipped data.":   "1 件のノートに同梱データの SIG とエリアのラベルを引き継ぎました。",
	"%s notes kept the SIG and area labels of the shipped data.": "%s 件のノートに同梱データの SIG とエリアのラベルを引き継ぎました。",

	// The release context above a release's notes (wasm/view/context.go).
	"Release context": "リリースの概要",
	"Major Themes":    "主なテーマ",
	"Known Issues":    "既知の問題",

	// The active-filter row and the phone's filter sheet (wasm/view/active.go).
	"Active filters": "適用中のフィルター",
	"Remove %s":      "%s を外す",
	"Showing:":       "表示中:",
	"Show %s":        "%sを表示",
	"Show the notes": "ノートを表示",
	"The notes are in English, as upstream writes them: search with English words, such as kubelet or deprecated.": "ノートは upstream のとおり英語で書かれています。kubelet や deprecated のような英語の単語で検索してください。",

	// The prerendered page, while the module loads (tools/prerender).
	"Getting the filters ready…":            "フィルターを準備しています…",
	"Getting the search and filters ready…": "検索とフィルターを準備しています…",
}
