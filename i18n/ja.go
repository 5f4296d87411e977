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
	"Keyboard shortcuts":         "キーボードショートカット",
}
