# 遊戲名稱。每個術語對應一個遊戲頁面的 id。
# 中文沒有冠詞和詞形變化，名稱在標題和句中寫法相同。
# 命名依臺灣與香港的習慣：Chinese checkers 是「中國跳棋」（俗稱「跳棋」，粵語又稱「波子棋」），
# international draughts 是「國際跳棋」（又稱「百格跳棋」）。兩者都寫全稱，以免混淆；
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

-frysk = Frysk!
    .family = draughts

-breakthrough-draughts = 突破跳棋
    .family = draughts

# Russian draughts
-russian-draughts = 俄羅斯跳棋
    .family = draughts

# Brazilian draughts
-brazilian-draughts = 巴西跳棋
    .family = draughts
