# Spielnamen. Jeder Term ist die Seiten-ID eines Spiels.
#
# `position`: `start` (Standard: Titel, Überschrift, Satzanfang) gibt den Namen in Titelform:
# „Friesisches Damespiel“, „Sternhalma“. Im Satz verlangt eine Nachricht `position: "mid"` und
# wählt den Fall mit `case` (nom, acc, dat, gen); sie bekommt den Namen so, wie er im Fließtext
# steht: mit bestimmtem Artikel, wenn der Name ihn gewöhnlich trägt („das Friesische
# Damespiel“, „dem Friesischen Damespiel“), ohne, wenn nicht („Sternhalma“). Setzt die
# Nachricht selbst ein Begleitwort davor („vom klassischen …“), verlangt sie mit
# `article: "none"` die schwach gebeugte Form ohne Artikel („Internationalen Damespiel“); steht
# ein ungebeugtes Begleitwort ohne Artikel davor („Klassisches …“), im Nominativ mit
# `article: "strong"` die stark gebeugte („Internationales Damespiel“).
#
# `.article` sagt, ob der Name im Satz einen Artikel trägt (`definite`) oder nicht (`none`);
# `.gender` ist das Genus (`neuter`, `feminine`, `masculine`) für Begleitwörter wie „Klassisches“.
# `.family` lässt einen Satz von der Spielfamilie abhängen (halma oder draughts).

-chinese-checkers = { $position ->
       *[start] Sternhalma
        [mid] { $case ->
           *[nom] Sternhalma
            [acc] Sternhalma
            [dat] Sternhalma
            [gen] { $article ->
                   *[definite] des Sternhalmas
                    [none] Sternhalmas
                }
        }
    }
    .article = none
    .gender = neuter
    .family = halma
-super-chinese-checkers = { $position ->
       *[start] Super-Sternhalma
        [mid] { $case ->
           *[nom] Super-Sternhalma
            [acc] Super-Sternhalma
            [dat] Super-Sternhalma
            [gen] { $article ->
                   *[definite] des Super-Sternhalmas
                    [none] Super-Sternhalmas
                }
        }
    }
    .article = none
    .gender = neuter
    .family = halma
-international-draughts = { $position ->
       *[start] Internationales Damespiel
        [mid] { $case ->
           *[nom] { $article ->
                   *[definite] das Internationale Damespiel
                    [none] Internationale Damespiel
                    [strong] Internationales Damespiel
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
    }
    .article = definite
    .gender = neuter
    .family = draughts
-frisian-draughts = { $position ->
       *[start] Friesisches Damespiel
        [mid] { $case ->
           *[nom] { $article ->
                   *[definite] das Friesische Damespiel
                    [none] Friesische Damespiel
                    [strong] Friesisches Damespiel
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
    }
    .article = definite
    .gender = neuter
    .family = draughts

# Antidraughts (deutsch: Schlagdame)
-antidraughts = { $position ->
       *[start] Schlagdame
        [mid] { $case ->
           *[nom] { $article ->
                   *[definite] die Schlagdame
                    [none] Schlagdame
                    [strong] Schlagdame
                }
            [acc] { $article ->
                   *[definite] die Schlagdame
                    [none] Schlagdame
                }
            [dat] { $article ->
                   *[definite] der Schlagdame
                    [none] Schlagdame
                }
            [gen] { $article ->
                   *[definite] der Schlagdame
                    [none] Schlagdame
                }
        }
    }
    .article = definite
    .gender = feminine
    .family = draughts

-frysk = { $position ->
       *[start] Frysk!
        [mid] { $case ->
           *[nom] { $article ->
                   *[definite] Frysk!
                    [none] Frysk!
                    [strong] Frysk!
                }
            [acc] { $article ->
                   *[definite] Frysk!
                    [none] Frysk!
                }
            [dat] { $article ->
                   *[definite] Frysk!
                    [none] Frysk!
                }
            [gen] { $article ->
                   *[definite] Frysk!
                    [none] Frysk!
                }
        }
    }
    .article = none
    .gender = neuter
    .family = draughts

-breakthrough-draughts = { $position ->
       *[start] Durchbruch-Damespiel
        [mid] { $case ->
           *[nom] { $article ->
                   *[definite] das Durchbruch-Damespiel
                    [none] Durchbruch-Damespiel
                    [strong] Durchbruch-Damespiel
                }
            [acc] { $article ->
                   *[definite] das Durchbruch-Damespiel
                    [none] Durchbruch-Damespiel
                }
            [dat] { $article ->
                   *[definite] dem Durchbruch-Damespiel
                    [none] Durchbruch-Damespiel
                }
            [gen] { $article ->
                   *[definite] des Durchbruch-Damespiels
                    [none] Durchbruch-Damespiels
                }
        }
    }
    .article = definite
    .gender = neuter
    .family = draughts

# Russian draughts
-russian-draughts = { $position ->
       *[start] Russisches Damespiel
        [mid] { $case ->
           *[nom] { $article ->
                   *[definite] das Russische Damespiel
                    [none] Russische Damespiel
                    [strong] Russisches Damespiel
                }
            [acc] { $article ->
                   *[definite] das Russische Damespiel
                    [none] Russische Damespiel
                }
            [dat] { $article ->
                   *[definite] dem Russischen Damespiel
                    [none] Russischen Damespiel
                }
            [gen] { $article ->
                   *[definite] des Russischen Damespiels
                    [none] Russischen Damespiels
                }
        }
    }
    .article = definite
    .gender = neuter
    .family = draughts

# Brazilian draughts
-brazilian-draughts = { $position ->
       *[start] Brasilianisches Damespiel
        [mid] { $case ->
           *[nom] { $article ->
                   *[definite] das Brasilianische Damespiel
                    [none] Brasilianische Damespiel
                    [strong] Brasilianisches Damespiel
                }
            [acc] { $article ->
                   *[definite] das Brasilianische Damespiel
                    [none] Brasilianische Damespiel
                }
            [dat] { $article ->
                   *[definite] dem Brasilianischen Damespiel
                    [none] Brasilianischen Damespiel
                }
            [gen] { $article ->
                   *[definite] des Brasilianischen Damespiels
                    [none] Brasilianischen Damespiels
                }
        }
    }
    .article = definite
    .gender = neuter
    .family = draughts
