# أسماء الألعاب. كل مصطلح هو معرّف صفحة اللعبة.
# الصيغة الافتراضية معرّفة بـ«ال» (للعناوين وللجمل): الداما الصينية.
# الصيغة النكرة: -game(form: "indefinite").
# `.gender` جنس الاسم لمطابقة الضمائر والأفعال والصفات (feminine أو masculine)؛
# كل هذه الأسماء مؤنثة لأن «الداما» مؤنثة.
# `.family` نوع اللعبة (halma أو draughts).

-chinese-checkers = { $form ->
       *[definite] الداما الصينية
        [indefinite] داما صينية
    }
    .gender = feminine
    .family = halma
-super-chinese-checkers = { $form ->
       *[definite] الداما الصينية الفائقة
        [indefinite] داما صينية فائقة
    }
    .gender = feminine
    .family = halma
-international-draughts = { $form ->
       *[definite] الداما الدولية
        [indefinite] داما دولية
    }
    .gender = feminine
    .family = draughts
-frisian-draughts = { $form ->
       *[definite] الداما الفريزية
        [indefinite] داما فريزية
    }
    .gender = feminine
    .family = draughts

# Antidraughts
-antidraughts = { $form ->
       *[definite] الداما المعكوسة
        [indefinite] داما معكوسة
    }
    .gender = feminine
    .family = draughts

-frysk = { $position ->
       *[start] فريسك!
        [mid] «فريسك!»
    }
    .gender = feminine
    .family = draughts

-breakthrough-draughts = { $form ->
       *[definite] داما الاختراق
        [indefinite] داما اختراق
    }
    .gender = feminine
    .family = draughts

# Russian draughts
-russian-draughts = { $form ->
       *[definite] الداما الروسية
        [indefinite] داما روسية
    }
    .gender = feminine
    .family = draughts

# Brazilian draughts
-brazilian-draughts = { $form ->
       *[definite] الداما البرازيلية
        [indefinite] داما برازيلية
    }
    .gender = feminine
    .family = draughts
