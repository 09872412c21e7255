# Oyun adları. Her terim bir oyun sayfasının kimliğidir. Cümle başında ve başlıkta varsayılan
# biçim kullanılır; cümle içinde `-game(position: "mid")`. Özel ad içeren adlar (Çin daması,
# Friz daması) büyük harfini korur.
# Türkçede “dama” tek başına Türk daması (dik ve yatay oynanan 8×8 oyun) anlaşılır. Bu yüzden
# 10×10 oyun, Türkiye Dama Federasyonunun dediği gibi “uluslararası çapraz dama”dır; Frizya
# varyantı da federasyonun Rus daması, Brezilya daması adlandırmasına uyarak “Friz daması”dır.
# Chinese checkers Türkçede “Çin daması” diye bilinir (dama ile bir ilgisi olmasa da).
# `.family` oyun türüne göre cümle seçmeye yarar (halma ya da draughts).

-chinese-checkers = Çin daması
    .family = halma
-super-chinese-checkers = Süper Çin daması
    .family = halma
-international-draughts = { $position ->
       *[start] Uluslararası çapraz dama
        [mid] uluslararası çapraz dama
    }
    .family = draughts
-frisian-draughts = Friz daması
    .family = draughts

# Antidraughts
-antidraughts = { $position ->
       *[start] Antidama
        [mid] antidama
    }
    .family = draughts

-frysk = Frysk!
    .family = draughts

-breakthrough-draughts = Breakthrough
    .family = draughts

# Russian draughts
-russian-draughts = Rus daması
    .family = draughts

# Brazilian draughts
-brazilian-draughts = Brezilya daması
    .family = draughts
