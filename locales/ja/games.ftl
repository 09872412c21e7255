# ゲームの名前。各項目はゲームのページ id。日本語には冠詞も語形変化もないので、
# 見出しでも文中でも同じ形で書く。ただし Frysk! は、助詞が続く形（`position: "mid"`、
# 「とは」「と標準の」の前も含む）では「」で囲み、感嘆符に助詞が直接付かないようにする。
# 名前：Chinese checkers は「チャイニーズチェッカー」。日本では「ダイヤモンドゲーム」の名で
# 知られるが、市販のダイヤモンドゲームは1人15個の駒と王駒を使うものが多く、ルールが違うため、
# 名前には使わず本文で触れる。International draughts は「インターナショナルドラフツ」
# （日本で「チェッカー」と言えば8×8の盤の別のゲームを指す）。
# `.family` はゲームの種類（halma か draughts）。

-chinese-checkers = チャイニーズチェッカー
    .family = halma
-super-chinese-checkers = スーパーチャイニーズチェッカー
    .family = halma
-international-draughts = インターナショナルドラフツ
    .family = draughts
-frisian-draughts = フリジアンドラフツ
    .family = draughts

# Antidraughts
-antidraughts = アンチドラフツ
    .family = draughts

-frysk = { $position ->
       *[start] Frysk!
        [mid] 「Frysk!」
    }
    .family = draughts

-breakthrough-draughts = ブレイクスルードラフツ
    .family = draughts

# Russian draughts
-russian-draughts = ロシアンドラフツ
    .family = draughts

# Brazilian draughts
-brazilian-draughts = ブラジリアンドラフツ
    .family = draughts
