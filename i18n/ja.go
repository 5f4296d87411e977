package i18n

// jaKinds are the Japanese names of the kinds (parser.Kinds, spelled out:
// this package imports none of the project's).
var jaKinds = map[string]string{
	"Urgent Upgrade Notes":     "アップグレード時の重要な注意",
	"Deprecation":              "非推奨",
	"API Change":               "API の変更",
	"Feature":                  "機能",
	"Documentation":            "ドキュメント",
	"Failing Test":             "失敗するテスト",
	"Bug or Regression":        "バグまたはリグレッション",
	"Other (Cleanup or Flake)": "その他・クリーンアップ・フレーク",
	"Uncategorized":            "未分類",
	"Dependency":               "依存関係",
	"Other notes":              "その他の注記",
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
	"No note has every word; closest matches.":                            "すべての語を含むノートはありません。近いものを表示します。",
	"Few notes have every word; notes missing one or two of them follow.": "すべての語を含むノートはわずかです。1～2 語が欠けるノートをその後に示します。",
	"No note has every word; closest matches — nothing matched %s.":       "すべての語を含むノートはありません。近いものを表示します — %s に一致するものはありません。",
	"Language":    "言語",
	"Theme":       "テーマ",
	"Compare":     "比較",
	"From":        "から",
	"To":          "まで",
	"Export":      "エクスポート",
	"Copy":        "コピー",
	"Download":    "ダウンロード",
	"Open a file": "ファイルを開く",
	"Open a CHANGELOG or release-notes file (markdown, or a release-notes-1.NN.json): it is read in this page and never uploaded. You can also drop a file on the page or paste its text.": "CHANGELOG またはリリースノートのファイル (Markdown か release-notes-1.NN.json) を開きます。ファイルはこのページの中で読み込まれ、アップロードされません。ページにドロップするか、テキストを貼り付けることもできます。",
	"Keyboard shortcuts": "キーボードショートカット",

	// The results region (wasm/view/chrome.go).
	"%s, best match first":                         "%s、一致度の高い順",
	"%s in %s releases, newest first":              "%s (%s 件のリリース、新しい順)",
	"Show %s more of %s":                           "さらに %s 件を表示 (残り %s 件)",
	"… and %s more releases: follow a link to one": "… ほか %s 件のリリース: リンクから開けます",
	"No notes match. Try fewer words or filters.":  "一致するノートはありません。検索語やフィルターを減らしてみてください。",

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
	// A long note's folded rest (wasm/view/results.go).
	"The rest of this note": "このノートの続き",
	"Close":                 "閉じる",
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
	"Writing the text…": "テキストを書き出しています…",
	"The browser refused the clipboard: Download gives the whole text.":               "ブラウザーがクリップボードを拒否しました。全文は「ダウンロード」で保存できます。",
	"This box shows the first %d of %d lines; Copy and Download give the whole text.": "この欄には %[2]d 行のうち最初の %[1]d 行を表示しています。全文は「コピー」と「ダウンロード」で得られます。",

	// A filter group of many values (wasm/filters.go, wasm/view/filters.go).
	"Narrow the list": "一覧を絞り込む",
	"%d more: type in the box to narrow the list": "ほかに %d 件: 欄に入力すると一覧を絞り込めます",
	"Nothing matches.":                            "一致するものはありません。",

	// Notices: what a link asked for that the notes lack (notes/query.go,
	// notes/state.go, notes/diff.go).
	"There is no release %q; showing all releases (nearest: %s).": "リリース %q はありません。すべてのリリースを表示しています (近いもの: %s)。",
	"A comparison needs both a from and a to version.":            "比較には比較元と比較先の両方のバージョンが必要です。",
	"No note has the SIG %q; that filter was ignored.":            "SIG %q のノートはありません。このフィルターは無視しました。",
	"No note has the area %q; that filter was ignored.":           "エリア %q のノートはありません。このフィルターは無視しました。",

	// A release two files hold (notes/samerelease.go).
	"%s is in both %s and %s; the notes of %s are kept, as the page keeps them, with the other's labels added.": "%[1]s は %[2]s と %[3]s の両方にあります。ページと同じく %[4]s のノートを使い、もう一方のラベルを加えました。",

	// A minor line the shipped data skips (1.11; notes/nominor.go).
	"There is no release %q: the shipped notes hold no %s release at all (they have no file of %s); showing all releases.": "リリース %[1]q はありません: 同梱のノートには %[2]s のリリースが一つもありません (%[3]s のファイルがありません)。すべてのリリースを表示しています。",
	"there is no release %s: the shipped notes hold no %s release at all (they have no file of %s; see the README)":        "リリース %[1]s はありません: 同梱のノートには %[2]s のリリースが一つもありません (%[3]s のファイルがありません。README を参照してください)",

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
	"%d more %s values were not known and were ignored.":     "ほかに %[2]s の値 %[1]d 個は不明のため無視しました。",
	"The search text of the link was shortened.":             "リンクの検索テキストを短くしました。",
	"from %s is newer than to %s; swap them":                 "比較元 %s は比較先 %s より新しいバージョンです。入れ替えてください",
	"there is no release %s (nearest: %s)":                   "リリース %s はありません (近いもの: %s)",

	// A search typed or pasted into the box, cut as a link's (notes.CutQuery).
	"The search text was too long; only its first %d bytes are searched.": "検索テキストが長すぎるため、先頭の %d バイトだけで検索します。",

	// One change, one result (the copies group, notes/groups.go).
	"Every copy": "すべての重複",
	"%q is not a way to show copies (want all); each change is shown once.": "%q は重複の表示方法ではありません (all を指定)。変更はそれぞれ 1 回だけ表示します。",

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
	// The write-up format's label in the export dialog (export.Formats).
	"Write-up": "まとめ",

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
	// Picking the notes of a write-up (wasm/view: cards, summary).
	"Leave out": "外す",
	"Keep":      "戻す",
	"Leave #%s out of the write-up and exports": "#%s をまとめとエクスポートから外す",
	"Keep #%s in the write-up and exports":      "#%s をまとめとエクスポートに戻す",
	"%s of %s":                                  "%[2]s中 %[1]s 件",
	"Show %s left out":                          "外した %sを表示",
	"Hide the notes left out":                   "外したノートを隠す",
	"at most %s SIGs":                           "SIG %s 個以下",
	"+%d SIGs":                                  "ほか %d SIG",
	"and %d more pull requests":                 "ほか %d 件のプルリクエスト",
	"Show %s":                                   "%sを表示",
	"Show the notes":                            "ノートを表示",
	"The notes are in English, as upstream writes them: search with English words, such as kubelet or deprecated.": "ノートは upstream のとおり英語で書かれています。kubelet や deprecated のような英語の単語で検索してください。",
	"%s has %d sections for %s; their notes were merged into one release.":                                         "%s には %[3]s の節が %[2]d 個あります。ノートを 1 つのリリースにまとめました。",
	"%s names more than %s distinct SIGs or areas; release notes name a few dozen, so it was not read":             "%s には %s を超える種類の SIG またはエリアがあります。リリースノートにあるのは数十種類なので、読み込みませんでした",
	"%s: 1 note had more than %d SIG or area labels; %d of each were kept.":                                        "%s: 1 件のノートに %d を超える SIG またはエリアのラベルがありました。それぞれ %d 個を残しました。",
	"%s: %s notes had more than %d SIG or area labels; %d of each were kept.":                                      "%s: %s 件のノートに %d を超える SIG またはエリアのラベルがありました。それぞれ %d 個を残しました。",
	"%s has more than one section for each of %d releases (%s); each release's notes were merged into one.":        "%s には %d 個のリリース (%s) にそれぞれ複数の節があります。リリースごとにノートをまとめました。",

	// Feature gates (wasm/view/gates.go, wasm/gates.go, index.html) and
	// the operator's comparison (wasm/view/compare.go).
	"Feature gates":     "フィーチャーゲート",
	"Feature gates:":    "フィーチャーゲート:",
	"Views":             "表示",
	"All feature gates": "すべてのフィーチャーゲート",
	"Back to the notes": "ノートに戻る",
	"Every feature gate the notes name, with the release of each stage it reached. The search box narrows the list by name.": "ノートに登場するすべてのフィーチャーゲートと、各段階に達したリリースです。検索ボックスで名前を絞り込めます。",
	"Stage":                        "段階",
	"Any stage":                    "すべての段階",
	"Any SIG":                      "すべての SIG",
	"alpha":                        "アルファ",
	"beta":                         "ベータ",
	"GA":                           "GA",
	"deprecated":                   "非推奨",
	"removed":                      "削除",
	"stage unknown":                "段階不明",
	"added (alpha)":                "追加 (アルファ)",
	"on by default":                "デフォルトで有効",
	"off by default":               "デフォルトで無効",
	"locked":                       "固定",
	"named":                        "言及",
	"reverted":                     "取り消し",
	"%s (reverted by #%s)":         "%s (#%s で取り消し)",
	"%s (reverted)":                "%s (取り消し)",
	"1 feature gate":               "1 件のフィーチャーゲート",
	"%s feature gates":             "%s 件のフィーチャーゲート",
	"No feature gate matches.":     "一致するフィーチャーゲートはありません。",
	"Stages of %s":                 "%s の段階",
	"No feature gate is named %s.": "%s という名前のフィーチャーゲートはありません。",
	"Did you mean:":                "もしかして:",
	"Before you upgrade":           "アップグレードの前に",
	"Reading the feature gates…":   "フィーチャーゲートを読み込んでいます…",
	"No feature gate, flag or API in this range is removed, locked or changes its default.": "この範囲で削除・固定・デフォルト変更されるフィーチャーゲート、フラグ、API はありません。",
	"Feature gates removed":               "削除されたフィーチャーゲート",
	"Feature gates whose default changes": "デフォルトが変わるフィーチャーゲート",
	"Feature gates locked":                "固定されたフィーチャーゲート",
	"Flags and APIs removed":              "削除されたフラグと API",
	"removed in":                          "削除:",
	"off by default from":                 "デフォルトで無効:",
	"on by default from":                  "デフォルトで有効:",
	"locked to %s in":                     "%s に固定:",
	"Patch releases of %s are not in the data: their notes and security fixes are not listed.": "%s のパッチリリースはデータにありません。そのノートとセキュリティ修正は表示されていません。",
	"named in a note:": "ノートで言及:",
	"Swap from and to": "比較元と比較先を入れ替え",
	"The feature gates cannot be shown: the page lacks their view.": "フィーチャーゲートを表示できません。ページにその表示領域がありません。",

	// The prerendered page, while the module loads (tools/prerender).
	"Getting the filters ready…":            "フィルターを準備しています…",
	"Getting the search and filters ready…": "検索とフィルターを準備しています…",

	// A release-notes JSON file opened alone (notes.ErrorMsg).
	"%s: no release notes found (every entry is do_not_publish or has no text)":                                         "%s: リリースノートが見つかりません (どの項目も do_not_publish か、本文がありません)",
	"%s: cannot tell which release these notes are for (name the file release-notes-1.NN.json, 1.NN being its release)": "%s: どのリリースのノートか分かりません (ファイル名を release-notes-1.NN.json (1.NN はそのリリース) にしてください)",

	// The dependency section of a comparison whose releases publish no
	// Go module list (notes.Comparison.DepsNotes).
	"The notes of %s list no Go module changes; their dependency changes are the notes of the kind Dependency.": "%s のノートには Go モジュールの変更一覧がありません。依存関係の変更は種類「依存関係 (Dependency)」のノートにあります。",

	// A note of megabytes shown a part at a time (wasm/view/results.go).
	"Show the next part of this note (%d%% shown)": "このノートの次の部分を表示 (%d%% 表示済み)",
}
