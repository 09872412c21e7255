## إطار الموقع
## الأرقام: تُكتب بالأرقام الغربية (0–9) كما على الرقعة المرسومة وفي تدوين النقلات.

site-name = قواعد الألعاب
skip-link = انتقل إلى المحتوى الرئيسي
beta = تجريبي
language-switcher = اللغة
cta-text = لا حاجة إلى التسجيل. شارِك رابطًا وابدأ اللعب.
cta-button = افتح طاولة
untranslated-notice = لم تُترجم هذه الصفحة إلى العربية بعد، لذلك تُعرض بلغتها الأصلية.
outdated-note = تغيّر النص الأصلي لهذا القسم منذ ترجمته.
missing-note = لم يُترجَم هذا القسم بعد.
outdated-note-original = اقرأ النص الأصلي بالإنجليزية
outdated-note-edit = حدِّث الترجمة
edit-page = حرِّر هذه الصفحة
version-label = الإصدار
# What follows a label before its value (a string literal keeps its spaces).
label-separator = { ": " }

## مقاطع عناوين URL لأقسام المحتوى (حروف ASCII صغيرة وأرقام وشرطات)

path-games = games
path-variants = variants

## الصفحة الرئيسية

home-title = قواعد الألعاب
home-intro = قواعد كل لعبة يمكنك لعبها على طاولاتنا، وقواعد أنواعها، مشروحةً بالأمثلة.
home-variants = الأنواع

## صفحة البداية التي توجّه القارئ إلى لغته

root-title = قواعد الألعاب
root-choose = اختر لغتك

## صفحة غير موجودة

not-found-title = الصفحة غير موجودة
not-found-text = لا توجد صفحة على هذا العنوان. ربما نُقلت، أو ربما كُتب الرابط خطأً.
not-found-home = الذهاب إلى الصفحة الرئيسية
not-found-games = الألعاب في هذا الموقع

## عناوين الصفحة وتسمياتها. `-game` لعبة الصفحة، و`-base` اللعبة القياسية التي تتفرّع عنها.
## الاسم يدخل الجملة معرّفًا، ويطابقه الضمير والفعل والصفة في الجنس (`.gender`).

page-title = { -game }
label-game = لعبة لوحية
label-variant = نوع من { -base(position: "mid") }
section-what-is = ما { -game.gender ->
        [masculine] هو
       *[feminine] هي
    } { -game(position: "mid") }؟
section-rule-changes = تغييرات القواعد
section-history = التاريخ
section-board = { -game.family ->
        [draughts] الرقعة
       *[other] اللوحة
    }
section-pieces = القطع
section-setup = الوضع الابتدائي
section-moves = النقلات
section-jumps = القفزات
section-captures = الأسر
section-how-to-win = كيف تفوز
section-draws = التعادل

## جدول المقارنة في صفحة النوع

table-caption = كيف { -game.gender ->
        [masculine] يختلف
       *[feminine] تختلف
    } { -game(position: "mid") } عن { -base(position: "mid") } { -base.gender ->
        [masculine] القياسي
       *[feminine] القياسية
    }
table-rule = القاعدة
table-standard = { -base } { -base.gender ->
        [masculine] القياسي
       *[feminine] القياسية
    }
table-variant = { -game }

## Language menu: after a language's name, when this page is only shown there in another language

language-menu-fallback = (غير مترجمة)

## Facts box of a game or variant page (players, board, pieces, playing time, family)

facts-label = لمحة سريعة
facts-players = عدد اللاعبين
facts-board = { -game.family ->
        [draughts] الرقعة
       *[other] اللوحة
    }
facts-pieces = القطع
facts-length = مدة اللعب
facts-family = الفئة
facts-list-separator = { "، " }
facts-players-choice = { $list } أو { $last }
facts-board-squares = { $rows }×{ $columns } خانة
facts-board-star = نجمة سداسية من 121 خانة
facts-pieces-value = { $count } لكل لاعب
facts-length-value = من { $from } إلى { $to } { $to ->
        [zero] دقيقة
        [one] دقيقة
        [two] دقيقتين
        [few] دقائق
        [many] دقيقة
       *[other] دقيقة
    }
facts-family-draughts = ألعاب الداما
facts-family-halma = ألعاب الهالما

## Search

search-label = بحث
search-no-results = لا نتائج للبحث عن «{ $query }»
search-unavailable = البحث غير متاح حاليًا.
search-searching = جارٍ البحث…

## Navigation: breadcrumbs, the page's contents, links to its headings, previous and next page

breadcrumbs = مسار التنقل
breadcrumbs-home = الرئيسية
toc-title = في هذه الصفحة
heading-anchor = رابط إلى قسم «{ $heading }»
pager = الصفحة السابقة والصفحة التالية
pager-previous = السابق
pager-next = التالي
social-image-alt = عنوان الصفحة بجانب لوحة من اللعبة

## Footer

footer-about = عن الموقع
footer-play = العب على الإنترنت
footer-licence = الترخيص

## Lessons

path-lessons = lessons
lessons-title = { -game }: دروس
lessons-intro = جميع تمارين صفحات هذه اللعبة بالترتيب. يفتح كل رابط التمرين في صفحته، ويحفظ هذا المتصفح التمارين التي حللتها.
lessons-progress = المحلولة: { $done } من { $total }
lessons-next = التمرين التالي
lessons-all-solved = حللت جميع التمارين. أحسنت!
lessons-solved = محلول
lessons-link = الدروس: جميع التمارين بالترتيب
