# Spielnamen. Jeder Term ist die Seiten-ID eines Spiels.
#
# Ohne Parameter steht der Name in Titelform: „Friesisches Damespiel“, „Sternhalma“.
# Im Satz wählt eine Nachricht den Fall mit `case` (nom, acc, dat, gen) und bekommt den
# Namen so, wie er im Fließtext steht: mit bestimmtem Artikel, wenn der Name ihn
# gewöhnlich trägt („das Friesische Damespiel“, „dem Friesischen Damespiel“), ohne, wenn
# nicht („Sternhalma“). Setzt die Nachricht selbst ein Begleitwort davor („vom klassischen …“),
# verlangt sie mit `article: "none"` die schwach gebeugte Form ohne Artikel
# („Internationalen Damespiel“).
#
# `.article` sagt, ob der Name im Satz einen Artikel trägt (`definite`) oder nicht (`none`);
# `.gender` ist das Genus (`neuter`, `feminine`, `masculine`) für Begleitwörter wie „Klassisches“.
# `.family` lässt einen Satz von der Spielfamilie abhängen (halma oder draughts).

-chinese-checkers = { $case ->
       *[title] Sternhalma
        [nom] Sternhalma
        [acc] Sternhalma
        [dat] Sternhalma
        [gen] { $article ->
               *[definite] des Sternhalmas
                [none] Sternhalmas
            }
    }
    .article = none
    .gender = neuter
    .family = halma
-super-chinese-checkers = { $case ->
       *[title] Super-Sternhalma
        [nom] Super-Sternhalma
        [acc] Super-Sternhalma
        [dat] Super-Sternhalma
        [gen] { $article ->
               *[definite] des Super-Sternhalmas
                [none] Super-Sternhalmas
            }
    }
    .article = none
    .gender = neuter
    .family = halma
-international-draughts = { $case ->
       *[title] Internationales Damespiel
        [nom] { $article ->
               *[definite] das Internationale Damespiel
                [none] Internationale Damespiel
            }
        [acc] { $article ->
               *[definite] das Internationale Damespiel
                [none] Internationale Damespiel
            }
        [dat] { $article ->
               *[definite] dem Internationalen Damespiel
                [none] Internationalen Damespiel
            }
        [gen] { $article ->
               *[definite] des Internationalen Damespiels
                [none] Internationalen Damespiels
            }
    }
    .article = definite
    .gender = neuter
    .family = draughts
-frisian-draughts = { $case ->
       *[title] Friesisches Damespiel
        [nom] { $article ->
               *[definite] das Friesische Damespiel
                [none] Friesische Damespiel
            }
        [acc] { $article ->
               *[definite] das Friesische Damespiel
                [none] Friesische Damespiel
            }
        [dat] { $article ->
               *[definite] dem Friesischen Damespiel
                [none] Friesischen Damespiel
            }
        [gen] { $article ->
               *[definite] des Friesischen Damespiels
                [none] Friesischen Damespiels
            }
    }
    .article = definite
    .gender = neuter
    .family = draughts
