//! French, Spanish and Polish: every page is built in each language from its own text, and the
//! sentences a game's name enters have that language's grammar (articles and contractions,
//! agreement, Polish cases) and punctuation.

use crate::common;

use common::*;

/// Each page in French, Spanish and Polish, in the order of the other tests' tables.
const PAGES: [[&str; 3]; 4] = [
    [
        "/fr/jeux/dames-chinoises/",
        "/es/juegos/damas-chinas/",
        "/pl/gry/chinskie-warcaby/",
    ],
    [
        "/fr/jeux/dames-internationales/",
        "/es/juegos/damas-internacionales/",
        "/pl/gry/warcaby-miedzynarodowe/",
    ],
    [
        "/fr/variantes/super-dames-chinoises/",
        "/es/variantes/super-damas-chinas/",
        "/pl/odmiany/super-chinskie-warcaby/",
    ],
    [
        "/fr/variantes/dames-frisonnes/",
        "/es/variantes/damas-frisias/",
        "/pl/odmiany/warcaby-fryzyjskie/",
    ],
];

#[test]
fn every_page_exists_in_french_spanish_and_polish() {
    assert_published_in("fr", "ltr", PAGES.map(|[fr, _, _]| fr));
    assert_published_in("es", "ltr", PAGES.map(|[_, es, _]| es));
    assert_published_in("pl", "ltr", PAGES.map(|[_, _, pl]| pl));
}

#[test]
fn french_names_take_their_article_and_contraction() {
    let nnbsp = '\u{202F}';
    let frisian = page("/fr/variantes/dames-frisonnes/");
    assert!(frisian.contains(&format!(
        "<h2 id=\"what-is\">Qu’est-ce que les dames frisonnes{nnbsp}?</h2>"
    )));
    assert!(frisian.contains(
        "<caption>Ce qui distingue les dames frisonnes des dames internationales classiques</caption>"
    ));
    assert!(frisian.contains(">Variante des dames internationales</a></p>"));
    assert!(frisian.contains(">Dames internationales classiques</a>"));
    let chinese = page("/fr/jeux/dames-chinoises/");
    assert!(chinese.contains(&format!(
        "<h2 id=\"what-is\">Qu’est-ce que les dames chinoises{nnbsp}?</h2>"
    )));
}

#[test]
fn spanish_names_take_their_article_and_agreement() {
    let frisian = page("/es/variantes/damas-frisias/");
    assert!(frisian.contains("<h2 id=\"what-is\">¿Qué son las damas frisias?</h2>"));
    assert!(frisian.contains(
        "<caption>En qué se diferencian las damas frisias de las damas internacionales clásicas</caption>"
    ));
    assert!(frisian.contains(">Variante de las damas internacionales</a></p>"));
    let super_cc = page("/es/variantes/super-damas-chinas/");
    assert!(super_cc.contains("<h2 id=\"what-is\">¿Qué son las super damas chinas?</h2>"));
    assert!(super_cc.contains(">Damas chinas clásicas</a>"));
}

#[test]
fn polish_names_are_declined() {
    let frisian = page("/pl/odmiany/warcaby-fryzyjskie/");
    assert!(frisian.contains("<h2 id=\"what-is\">Czym są warcaby fryzyjskie?</h2>"));
    assert!(frisian.contains(
        "<caption>Czym warcaby fryzyjskie różnią się od zwykłych warcabów międzynarodowych</caption>"
    ));
    assert!(frisian.contains(">Odmiana warcabów międzynarodowych</a></p>"));
    assert!(frisian.contains(">Zwykłe warcaby międzynarodowe</a>"));
    let super_cc = page("/pl/odmiany/super-chinskie-warcaby/");
    assert!(super_cc.contains(
        "<caption>Czym super chińskie warcaby różnią się od zwykłych chińskich warcabów</caption>"
    ));
    assert!(super_cc.contains(">Odmiana chińskich warcabów</a></p>"));
}

#[test]
fn each_language_has_its_own_quotation_marks() {
    let fr = page("/fr/variantes/super-dames-chinoises/");
    assert!(fr.contains("l’option «\u{202F}Saut long\u{202F}»"));
    let es = page("/es/variantes/super-damas-chinas/");
    assert!(es.contains("la opción «Salto largo»"));
    let pl = page("/pl/odmiany/super-chinskie-warcaby/");
    assert!(pl.contains("opcja „Długi skok”"));
}
