## Sitenin çerçevesi
## Okura “siz” diye seslenilir. İki noktadan sonra gelen tam cümle büyük harfle başlar (TDK).

site-name = Oyun kuralları
skip-link = Ana içeriğe geç
beta = Beta
language-switcher = Dil
cta-text = Üyelik gerekmez. Bir bağlantı paylaşın ve oynamaya başlayın.
cta-button = Masa aç
untranslated-notice = Bu sayfa henüz Türkçeye çevrilmediği için özgün dilinde gösteriliyor.
outdated-note = Bu bölümün özgün metni çevrildikten sonra değişti.
missing-note = Bu bölüm henüz çevrilmedi.
outdated-note-original = İngilizce özgün metni okuyun
outdated-note-edit = Çeviriyi güncelleyin
edit-page = Bu sayfayı düzenleyin
version-label = Sürüm
# What follows a label before its value (a string literal keeps its spaces).
label-separator = { ": " }

## İçerik bölümlerinin URL parçaları (küçük ASCII harfler, rakamlar ve kısa çizgi)

path-games = oyunlar
path-variants = varyantlar

## Ana sayfa

home-title = Oyun kuralları
home-intro = Masalarımızda oynayabileceğiniz bütün oyunların ve varyantlarının kuralları, örneklerle anlatılıyor.
home-variants = Varyantlar

## Okuru kendi diline gönderen kök sayfa

root-title = Oyun kuralları
root-choose = Dilinizi seçin

## Sayfa bulunamadı

not-found-title = Sayfa bulunamadı
not-found-text = Bu adreste bir sayfa yok. Sayfa taşınmış ya da bağlantı yanlış yazılmış olabilir.
not-found-home = Ana sayfaya dön
not-found-games = Bu sitedeki oyunlar

## Sayfa başlıkları ve etiketleri. `-game` sayfanın oyunu, `-base` varyantın dayandığı standart oyun.
## İsimler ek almadan kullanılır (“ile … arasındaki”), böylece ünlü uyumu sorun olmaz.

page-title = { -game }
label-game = Masa oyunu
label-variant = { -base } varyantı
section-what-is = { -game } nedir?
section-rule-changes = Kural değişiklikleri
section-history = Tarihçe
section-board = Tahta
section-pieces = Taşlar
section-setup = Başlangıç dizilişi
section-moves = Hamleler
section-jumps = Atlamalar
section-captures = Taş alma
section-how-to-win = Nasıl kazanılır?
section-draws = Beraberlik

## Varyant sayfasındaki karşılaştırma tablosu

table-caption = { -game } ile standart { -base(position: "mid") } arasındaki farklar
table-rule = Kural
table-standard = Standart { -base(position: "mid") }
table-variant = { -game }

## Language menu: after a language's name, when this page is only shown there in another language

language-menu-fallback = (çevrilmedi)

## Facts box of a game or variant page (players, board, pieces, playing time, family)

facts-label = Bir bakışta
facts-players = Oyuncu sayısı
facts-board = Tahta
facts-pieces = Taşlar
facts-length = Oyun süresi
facts-family = Oyun ailesi
facts-list-separator = { ", " }
facts-players-choice = { $list } ya da { $last }
facts-board-squares = { $rows }×{ $columns } kare
facts-board-star = Altı köşeli yıldız, 121 delik
facts-pieces-value = Oyuncu başına { $count }
facts-length-value = { $from }–{ $to } dakika
facts-family-draughts = Dama
facts-family-halma = Halma

## Search

search-label = Ara
search-no-results = “{ $query }” için sonuç bulunamadı
search-unavailable = Arama şu anda kullanılamıyor.
search-searching = Aranıyor…

## Navigation: breadcrumbs, the page's contents, links to its headings, previous and next page

breadcrumbs = Gezinme yolu
breadcrumbs-home = Ana sayfa
toc-title = Bu sayfada
heading-anchor = “{ $heading }” bölümüne bağlantı
pager = Önceki ve sonraki sayfa
pager-previous = Önceki
pager-next = Sonraki
social-image-alt = Oyunun tahtasının yanında sayfanın başlığı

## Footer

footer-about = Site hakkında
footer-play = Çevrimiçi oyna
footer-licence = Lisans

## Lessons

path-lessons = dersler
lessons-title = { -game }: dersler
lessons-intro = Bu oyunun sayfalarındaki tüm alıştırmalar, sırasıyla. Her bağlantı alıştırmayı kendi sayfasında açar; çözdüğünüz alıştırmaları bu tarayıcı hatırlar.
lessons-progress = Çözülen: { $done } / { $total }
lessons-next = Sonraki alıştırma
lessons-all-solved = Tüm alıştırmaları çözdünüz. Tebrikler!
lessons-solved = çözüldü
lessons-link = Dersler: tüm alıştırmalar sırasıyla
