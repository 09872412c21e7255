# 游戏名称。每个术语对应一个游戏页面的 id。
# 中文没有冠词和词形变化，名称在标题和句中写法相同。
# 命名：Chinese checkers 用“中国跳棋”（俗称“跳棋”），international draughts 用“国际跳棋”，
# 两者都写全称，以免混淆。
# `.family` 表示游戏类别（halma 或 draughts）。

-chinese-checkers = 中国跳棋
    .family = halma
-super-chinese-checkers = 超级中国跳棋
    .family = halma
-international-draughts = 国际跳棋
    .family = draughts
-frisian-draughts = 弗里斯兰跳棋
    .family = draughts

# Antidraughts
-antidraughts = 反跳棋
    .family = draughts

# 句中（“什么是……？”）加引号，免得拉丁字母紧贴汉字、感叹号紧挨问号。
-frysk = { $position ->
       *[start] Frysk!
        [mid] “Frysk!”
    }
    .family = draughts

-breakthrough-draughts = 突破跳棋
    .family = draughts

# Russian draughts
-russian-draughts = 俄罗斯跳棋
    .family = draughts

# Brazilian draughts
-brazilian-draughts = 巴西跳棋
    .family = draughts
