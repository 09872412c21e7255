# 遊戲名稱。每個術語對應一個遊戲頁面的 id。
# 中文沒有冠詞和詞形變化，名稱在標題和句中寫法相同；只有 Frysk! 在句中（`position: "mid"`）
# 加上「」，以免西文名稱和驚嘆號直接黏著漢字與問號（例如：什麼是「Frysk!」？）。
# 命名依臺灣的習慣：在臺灣，單說「跳棋」指的是中國跳棋（粵語又稱「波子棋」），所以
# Chinese checkers 寫「中國跳棋」；整個 draughts 家族叫「西洋跳棋」，international draughts
# 是「國際跳棋」（又稱「百格跳棋」）。各種西洋跳棋都寫全稱，以免和中國跳棋混淆；
# 「國際象棋」指的是西洋棋，不可用來稱呼國際跳棋。
# `.family` 表示遊戲類別（halma 或 draughts）。

-chinese-checkers = 中國跳棋
    .family = halma
-super-chinese-checkers = 超級中國跳棋
    .family = halma
-international-draughts = 國際跳棋
    .family = draughts
-frisian-draughts = 弗里斯蘭跳棋
    .family = draughts

# Antidraughts
-antidraughts = 反跳棋
    .family = draughts

-frysk = { $position ->
       *[start] Frysk!
        [mid] 「Frysk!」
    }
    .family = draughts

-breakthrough-draughts = 突破跳棋
    .family = draughts

# Russian draughts
-russian-draughts = 俄羅斯跳棋
    .family = draughts

# Brazilian draughts
-brazilian-draughts = 巴西跳棋
    .family = draughts
