## Etkileşimli tahta diyagramları. Değişkenler sayfada doldurulur: `$square`, `$targets`
## (kare listesi), `$move` (hamle notasyonu), `$current`/`$total` (adım numaraları), `$player`.

diagram-board-help = Bir taşın nereye gidebileceğini görmek için onu seçin. Klavye: Tahtada ok tuşları kareler arasında dolaşır, Enter ya da Boşluk seçer, Esc seçimi iptal eder; düğmelerde ← ve → bir adım geri ve ileri gider, Home ve End başa ve sona gider; F tahtayı çevirir.
diagram-star-help = Bir taşın nereye gidebileceğini görmek için onu seçin. Klavye: Tahtada ok tuşları delikler arasında dolaşır, Enter ya da Boşluk seçer, Esc seçimi iptal eder; düğmelerde ← ve → bir adım geri ve ileri gider, Home ve End başa ve sona gider.
diagram-help-pointer = Dokunarak ya da fareyle: bir taşa, sonra gideceği yere dokunun ya da taşı oraya sürükleyin.
diagram-help-landings = Bir alma hamlesi, taşın indiği her kareye sırayla dokunarak sıçrama sıçrama da oynanabilir.
diagram-help-label = Tahtanın kullanımı
diagram-more = Diğer işlemler
diagram-undo = Geri al
diagram-reset = Sıfırla
diagram-flip = Tahtayı çevir
diagram-previous = Önceki adım
diagram-next = Sonraki adım
diagram-start = Başlangıç konumu
diagram-players = Oyuncu sayısı
diagram-step = Adım { $current }/{ $total }
diagram-step-said = Adım { $current }/{ $total }.
diagram-free-move = Serbest oyun, { $current }. hamle
diagram-off-line = Örnekteki hamle sırasının dışına çıktınız. Geri dönmek için “Sıfırla” düğmesine basın.
diagram-selected = { $square } seçildi; gidebileceği yerler: { $targets }.
diagram-moved = Oynanan hamle: { $move }.
diagram-cancelled = Seçim kaldırıldı.
diagram-copy-position = Konumu kopyala
diagram-copy-moves = Hamleleri kopyala
diagram-copied = Kopyalandı.
diagram-loading = Bir saniye: Tahta kuralları yüklüyor.
diagram-result-white = Oyun bitti: Beyaz kazandı.
diagram-result-black = Oyun bitti: Siyah kazandı.
diagram-result-draw = Oyun bitti: berabere.
diagram-result-player = Oyun bitti: { $player }. oyuncu kazandı.
diagram-result-none = Oyun bitti.

diagram-end-no-moves = Sırası gelen taraf hamle yapamıyor.
diagram-no-pieces-left = Sırası gelen tarafın hiç taşı kalmadı.
diagram-end-no-moves-left = Sırası gelen tarafın hamlesi kalmadı; bu varyantta hamlesi kalmayan taraf kazanır.
diagram-end-first-king = İlk dama çıktı.
diagram-end-repetition = Aynı konum, sıra aynı taraftayken üçüncü kez oluştu.
diagram-end-twenty-five-king-moves = Her iki taraf da yalnızca damalarla ve taş almadan yirmi beşer hamle yaptı.
diagram-end-sixteen-moves = Üç damayla (ya da iki dama ve bir taşla, ya da bir dama ve iki taşla) tek bir damaya karşı on altışar hamle yapıldı.
diagram-end-five-moves = İki damayla (ya da bir dama ve bir taşla, ya da tek damayla) tek bir damaya karşı beşer hamle yapıldı.
diagram-end-two-kings-against-one = İki damayla bir damaya karşı yedişer hamle yapıldı.
diagram-end-king-against-king = Bir damayla bir damaya karşı ikişer hamle yapıldı.
diagram-end-fifteen-king-moves = Her iki taraf da yalnızca damalarla ve taş almadan on beşer hamle yaptı.
diagram-end-twenty-king-moves = Her iki taraf da yalnızca damalarla ve taş almadan yirmişer hamle yaptı.
diagram-end-kings-against-lone-king = Üç ya da daha fazla dama, tek damayı on beşinci hamlelerine kadar alamadı.
diagram-end-main-diagonal = En az biri dama olan üç taşla uzun çaprazdaki tek bir damaya karşı beşer hamle yapıldı.
diagram-end-four-or-five-pieces = İki tarafın da daması olan ve tahtada dört ya da beş taşın bulunduğu oyun sonunda taş alınmadan ve yeni dama çıkmadan otuzar hamle yapıldı.
diagram-end-six-or-seven-pieces = İki tarafın da daması olan ve tahtada altı ya da yedi taşın bulunduğu oyun sonunda taş alınmadan ve yeni dama çıkmadan altmışar hamle yapıldı.
diagram-end-home = Oyuncunun bütün taşları karşı köşeye ulaştı.

## Ekran okuyucular için karelerin içeriği

diagram-square-empty = { $square }: boş
diagram-square-white-man = { $square }: beyaz taş
diagram-square-white-king = { $square }: beyaz dama
diagram-square-black-man = { $square }: siyah taş
diagram-square-black-king = { $square }: siyah dama
diagram-square-player = { $square }: { $player }. oyuncunun taşı

## Tahtanın sözle anlatımı

diagram-white-men = Beyaz taşlar: { $squares }.
diagram-white-kings = Beyaz damalar: { $squares }.
diagram-black-men = Siyah taşlar: { $squares }.
diagram-black-kings = Siyah damalar: { $squares }.
diagram-white-to-move = Beyaz oynar.
diagram-black-to-move = Siyah oynar.
diagram-player-pieces = { $player }. oyuncu: { $holes }.
diagram-player-to-move = Sıra { $player }. oyuncuda.

## Bir hamleye neden izin verilmediği

diagram-reason-capture-compulsory = Taş almak zorunludur.
diagram-reason-capture-more = Daha çok taş alan bir hamle var.
diagram-reason-capture-greater-value = Değeri daha yüksek bir alma var.
diagram-reason-king-must-capture = Değerler eşitse almayı dama yapmalıdır.
diagram-reason-king-move-limit = Bu dama üst üste üç hamle yaptı.
diagram-reason-passes-two-pieces = Bir atlama hiçbir zaman iki taşın üzerinden geçmez.
diagram-reason-far-side-not-empty = Atlanan taşın ötesinde, inilecek delik dâhil, oraya kadar bütün delikler boş olmalıdır.
diagram-reason-step-after-jump = Atlamadan sonra adım atılamaz: Bir hamlede ya tek bir adım ya da bir atlama zinciri oynanır.
diagram-reason-long-jump-needs-option = Uzun atlama için “Uzun atlama” seçeneği gerekir.
diagram-reason-not-your-turn = Sıra karşı tarafta.
diagram-reason-not-reachable = Bu taş oraya gidemez.
diagram-reason-taken = Orası dolu.
diagram-reason-no-moves = Bu taşın oynanabilecek hamlesi yok.
diagram-reason-captured-on-the-way = Bu taş alma sırasında yolda alınıyor; almanın biteceği yeri seçin: { $targets }.
diagram-reason-passes-through = Alma buradan yalnızca geçiyor; biteceği yeri seçin: { $targets }.
diagram-capture-next = Alma { $square } karesinden devam ediyor; sonraki kareyi seçin: { $targets }.
diagram-capture-ambiguous = Birden çok alma { $square } karesinde bitiyor: { $targets } ile başlayarak taşın indiği kareleri tek tek seçin.

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { ", " }
# How the sentences describing a board are joined.
diagram-sentence-separator = { " " }

## Adım adım izlenebilen oyunlar (PDN kayıtları).
replay-start = Başa
replay-back = Geri
replay-forward = İleri
replay-end = Sona
replay-copy-pdn = PDN’yi kopyala
replay-help = Listeden bir hamle seçerseniz o hamleden sonraki konumu görürsünüz. Tuşlar: Listede ve düğmelerde ← ve → birer hamle geri ve ileri gider, Home ve End başa ve sona gider; tahtada ok tuşları kareler arasında dolaşır, Enter ise oyunu oradan sürdürmek için bir taş seçer; F tahtayı çevirir.
replay-off-game = Oyunda oynanan hamlelerin dışına çıktınız. Geri dönmek için listeden oyunun hamlelerinden birini seçin.
replay-moves = Oyunun hamleleri
replay-record = Oyun kaydı (PDN)
replay-result = Sonuç

task-goal-move = Hamleyi bulun.
task-goal-most = Kuralların gerektirdiği taş almayı yapın.
task-goal-king-capture = Bir damayla taş alın.
task-goal-crown = Dama çıkarın.
task-goal-reach = Hamlenizi işaretli yerlerden birinde bitirin.
task-goal-line = Hamle dizisini oynayın: Hamleleriniz denetlenir, karşı hamleleri tahta oynar.
task-goal-find-captures = Taş almak zorunda olan bütün taşları bulun.
task-goal-find-reach = Bu taşın bu hamlede varabileceği bütün yerleri bulun.
task-answer = Çözüm
task-solved = Çözüldü. Tebrikler!
## The task on a board, played in the browser.
task-hint = İpucu
task-hint-look = Şuraya bakın: { $squares }.
task-unsolved = Henüz çözülmedi
task-done = Çözüldü
task-progress = Bu sayfada çözülen alıştırmalar: { $done } / { $total }
task-line-right = Doğru.
task-found = { $square } doğru. Bulunan: { $done } / { $total }.
task-back = Tahta başa döndü: yeniden deneyin.
task-retry = Yeniden dene
task-next = Sonraki alıştırma
task-miss-not-the-move = { $move } kurallara uygun bir hamle, ama istenen hamle değil.
task-miss-not-by-king = { $move } taşla yapılan bir alma: damayla alın.
task-miss-does-not-crown = { $move } hiçbir taşı dama yapmıyor.
task-miss-ends-elsewhere = { $move } işaretli bir yerde değil, { $square } numaralı yerde bitiyor.
task-miss-off-the-line = { $move } kurallara uygun bir hamle, ama dizi başka türlü sürüyor.
task-miss-cannot-capture = { $square } karesindeki taş hiçbir taş alamaz.
task-miss-not-reachable = Taş bu hamlede { $square } numaralı yere ulaşamaz.
