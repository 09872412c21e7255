## مخططات الرقعة التفاعلية. تملأ الصفحة المتغيرات: `$square`، و`$targets` (قائمة خانات)،
## و`$move` (تدوين النقلة)، و`$current`/`$total` (رقم الخطوة)، و`$player`.
## أرقام الخانات والنقلات بالأرقام الغربية (0–9) كما هي مرسومة على الرقعة.

diagram-board-help = اختر قطعة لترى إلى أين يمكنها أن تنتقل. بلوحة المفاتيح: على الرقعة تتنقّل بين الخانات بمفاتيح الأسهم، وتختار بمفتاح Enter أو مفتاح المسافة، وتلغي الاختيار بمفتاح Escape؛ وعلى الأزرار يعود ← خطوةً إلى الوراء ويتقدّم → خطوةً إلى الأمام، وتنتقل بـHome وEnd إلى البداية والنهاية؛ ومفتاح F يقلب الرقعة.
diagram-star-help = اختر قطعة لترى إلى أين يمكنها أن تنتقل. بلوحة المفاتيح: على الرقعة تتنقّل بين الخانات بمفاتيح الأسهم، وتختار بمفتاح Enter أو مفتاح المسافة، وتلغي الاختيار بمفتاح Escape؛ وعلى الأزرار يعود ← خطوةً إلى الوراء ويتقدّم → خطوةً إلى الأمام، وتنتقل بـHome وEnd إلى البداية والنهاية.
diagram-help-pointer = باللمس أو بالفأرة: انقر قطعةً ثم المكان الذي تذهب إليه، أو اسحبها إليه.
diagram-help-landings = ويمكن أيضًا لعب الأسر قفزةً قفزة، بالنقر على كل خانة تهبط فيها القطعة.
diagram-help-label = مساعدة حول الرقعة
diagram-more = مزيد من الإجراءات
diagram-undo = تراجع
diagram-reset = إعادة تعيين
diagram-flip = قلب الرقعة
diagram-previous = الخطوة السابقة
diagram-next = الخطوة التالية
diagram-start = الوضع الابتدائي
diagram-players = عدد اللاعبين
diagram-step = الخطوة { $current } من { $total }
diagram-step-said = الخطوة { $current } من { $total }.
diagram-free-move = لعب حرّ، النقلة { $current }
diagram-off-line = خرجتَ عن مسار المثال. اضغط «إعادة تعيين» للعودة إليه.
diagram-selected = اختيرت القطعة على { $square }؛ يمكنها الانتقال إلى { $targets }.
diagram-moved = لُعبت النقلة { $move }.
diagram-cancelled = لم تُختر أي قطعة.
diagram-copy-position = نسخ الوضع
diagram-copy-moves = نسخ النقلات
diagram-copied = تم النسخ.
diagram-loading = لحظة من فضلك: الرقعة تحمّل القواعد.
diagram-result-white = انتهت المباراة: فاز الأبيض.
diagram-result-black = انتهت المباراة: فاز الأسود.
diagram-result-draw = انتهت المباراة بالتعادل.
diagram-result-player = انتهت المباراة: فاز اللاعب { $player }.
diagram-result-none = انتهت المباراة.

diagram-end-no-moves = لا يستطيع الطرف صاحب الدور أن يتحرك.
diagram-no-pieces-left = لم تبقَ للطرف صاحب الدور أيّ قطعة.
diagram-end-no-moves-left = لم تبقَ للطرف صاحب الدور أي نقلة، فهو الفائز بحسب قواعد هذه اللعبة.
diagram-end-first-king = رُقّي أول جندي إلى ملك.
diagram-end-repetition = تكرّر الوضع نفسه للمرة الثالثة والدور للطرف نفسه.
diagram-end-twenty-five-king-moves = خمس وعشرون نقلة لكل طرف بالملوك وحدها ومن دون أسر.
diagram-end-sixteen-moves = ست عشرة نقلة لكل طرف بثلاثة ملوك (أو ملكين وجندي، أو ملك وجنديين) أمام ملك وحيد.
diagram-end-five-moves = خمس نقلات لكل طرف بملكين (أو ملك وجندي، أو ملك واحد) أمام ملك وحيد.
diagram-end-two-kings-against-one = سبع نقلات لكل طرف بملكين أمام ملك واحد.
diagram-end-king-against-king = نقلتان لكل طرف بملك واحد أمام ملك واحد.
diagram-end-fifteen-king-moves = خمس عشرة نقلة لكل طرف بالملوك وحدها ومن دون أسر.
diagram-end-twenty-king-moves = عشرون نقلة لكل طرف بالملوك وحدها ومن دون أسر.
diagram-end-kings-against-lone-king = لم تتمكن ثلاثة ملوك أو أكثر من أسر الملك الوحيد حتى نقلتها الخامسة عشرة.
diagram-end-main-diagonal = خمس نقلات لكل طرف بثلاث قطع، إحداها على الأقل ملك، أمام ملك وحيد على القطر الطويل.
diagram-end-four-or-five-pieces = ثلاثون نقلة لكل طرف ولدى كلا الطرفين ملوك، وعلى الرقعة أربع قطع أو خمس، ومن دون أسر ولا ترقية.
diagram-end-six-or-seven-pieces = ستون نقلة لكل طرف ولدى كلا الطرفين ملوك، وعلى الرقعة ست قطع أو سبع، ومن دون أسر ولا ترقية.
diagram-end-home = وصلت كل قطع اللاعب إلى الرأس المقابل من النجمة.

## ما على الخانة، لقارئات الشاشة

diagram-square-empty = { $square }: خانة فارغة
diagram-square-white-man = { $square }: جندي أبيض
diagram-square-white-king = { $square }: ملك أبيض
diagram-square-black-man = { $square }: جندي أسود
diagram-square-black-king = { $square }: ملك أسود
diagram-square-player = { $square }: قطعة للاعب { $player }

## الرقعة بالكلمات

diagram-white-men = الجنود البيض: { $squares }.
diagram-white-kings = الملوك البيض: { $squares }.
diagram-black-men = الجنود السود: { $squares }.
diagram-black-kings = الملوك السود: { $squares }.
diagram-white-to-move = الدور للأبيض.
diagram-black-to-move = الدور للأسود.
diagram-player-pieces = اللاعب { $player }: { $holes }.
diagram-player-to-move = الدور للاعب { $player }.

## لماذا لا تجوز النقلة

diagram-reason-capture-compulsory = الأسر إجباري.
diagram-reason-capture-more = يوجد أسرٌ يأخذ قطعًا أكثر.
diagram-reason-capture-greater-value = يوجد أسرٌ أعلى قيمة.
diagram-reason-king-must-capture = عند تساوي القيمة يجب أن يأسر الملك.
diagram-reason-king-move-limit = تحرّك هذا الملك ثلاث مرات متتالية.
diagram-reason-passes-two-pieces = لا تمرّ القفزة أبدًا فوق قطعتين.
diagram-reason-far-side-not-empty = بعد القطعة المقفوز فوقها، يجب أن تكون كل الخانات حتى خانة الهبوط فارغة.
diagram-reason-step-after-jump = لا تأتي خطوة بعد قفزة: الدور إما خطوة واحدة وإما سلسلة قفزات.
diagram-reason-long-jump-needs-option = القفزات الطويلة تتطلب خيار «القفزة الطويلة».
diagram-reason-not-your-turn = الدور للطرف الآخر.
diagram-reason-not-reachable = لا تستطيع هذه القطعة الوصول إلى هناك.
diagram-reason-taken = تلك الخانة مشغولة.
diagram-reason-no-moves = لا توجد نقلة قانونية لهذه القطعة.
diagram-reason-captured-on-the-way = تُؤسَر هذه القطعة في الطريق؛ اختر الخانة التي ينتهي فيها الأسر: { $targets }.
diagram-reason-passes-through = الأسر يمرّ بهذه الخانة فقط؛ اختر أين ينتهي: { $targets }.
diagram-capture-next = يستمر الأسر من الخانة { $square }: اختر الخانة التالية، { $targets }.
diagram-capture-ambiguous = تنتهي عدة عمليات أسر في الخانة { $square }: اختر الخانات التي تحط عليها القطعة واحدة تلو الأخرى، بدءًا من { $targets }.

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { "، " }
# How the sentences describing a board are joined.
diagram-sentence-separator = { " " }

## مباريات يمكن إعادة عرضها (PDN).
replay-start = البداية
replay-back = رجوع
replay-forward = تقدّم
replay-end = النهاية
replay-copy-pdn = نسخ PDN
replay-help = اختر نقلة من القائمة لترى الوضع بعدها. المفاتيح: في القائمة وعلى الأزرار يعود ← نقلةً إلى الوراء ويتقدّم → نقلةً إلى الأمام، وHome وEnd إلى البداية والنهاية؛ وعلى الرقعة تتنقّل بين الخانات بمفاتيح الأسهم، ويختار Enter قطعة لتواصل اللعب بها؛ ومفتاح F يقلب الرقعة.
replay-off-game = خرجتَ عن المباراة. اختر إحدى نقلاتها من القائمة للعودة إليها.
replay-moves = نقلات المباراة
replay-record = تدوين المباراة (PDN)
replay-result = النتيجة

task-goal-move = جد النقلة.
task-goal-most = نفّذ الأسر الذي تفرضه القواعد.
task-goal-king-capture = نفّذ أسرًا بالملك.
task-goal-crown = رقِّ جنديًا إلى ملك.
task-goal-reach = أنهِ نقلتك في أحد الأماكن المعلَّمة.
task-goal-line = العب تسلسل النقلات: تُفحص نقلاتك، وتلعب الرقعة الردود.
task-goal-find-captures = جد كل قطعة يجب عليها الأسر.
task-goal-find-reach = جد كل مكان تستطيع هذه القطعة بلوغه في هذا الدور.
task-answer = الحل
task-solved = حُلَّ التمرين. أحسنت!
## The task on a board, played in the browser.
task-hint = تلميح
task-hint-look = انظر إلى { $squares }.
task-unsolved = لم يُحَلّ بعد
task-done = محلول
task-progress = التمارين المحلولة في هذه الصفحة: { $done } من { $total }
task-line-right = صحيح.
task-found = { $square } صحيحة. عُثر على { $done } من { $total }.
task-back = عادت الرقعة إلى البداية: حاول مرة أخرى.
task-retry = حاول مرة أخرى
task-next = التمرين التالي
task-miss-not-the-move = { $move } نقلة قانونية، لكنها ليست المطلوبة.
task-miss-not-by-king = { $move } أسرٌ بجندي، والمطلوب الأسر بملك.
task-miss-does-not-crown = { $move } لا تُرقّي أي جندي إلى ملك.
task-miss-ends-elsewhere = { $move } تنتهي في { $square }، لا في أحد الأماكن المعلَّمة.
task-miss-off-the-line = { $move } نقلة قانونية، لكن التسلسل يستمر بطريقة أخرى.
task-miss-cannot-capture = لا أسر للقطعة التي على { $square }.
task-miss-not-reachable = لا تستطيع القطعة الوصول إلى { $square } في هذا الدور.
