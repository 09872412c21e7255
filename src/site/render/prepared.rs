//! What the render makes of the inputs before any page: the code highlighter and each page's
//! diagrams, validated and explored through the rules core. Made for each render (a few
//! milliseconds for the real site), so the preview keeps nothing of it between renders.

use std::collections::BTreeMap;
use std::sync::Arc;

use rayon::prelude::*;

use crate::site::boards::Diagram;
use crate::site::diagnostic::{Diagnostic, Diagnostics, LineColumn};
use crate::site::load::content::Page;
use crate::site::load::layout::SYNTAXES;
use crate::site::render::blocks::Blocks;
use crate::site::render::highlight::Highlighter;

pub(crate) struct Prepared {
    pub blocks: Blocks,
    /// Each page's diagrams that could be prepared, by page id.
    pub diagrams: BTreeMap<String, Vec<Arc<Diagram>>>,
}

impl Prepared {
    /// A diagram that cannot be prepared is reported in `found` (its page shows the others);
    /// syntaxes that do not load stop the render.
    pub(crate) fn new(
        pages: &[Page],
        found: &mut Diagnostics,
    ) -> Result<Prepared, Vec<Diagnostic>> {
        let highlighter = Highlighter::new().map_err(|e| {
            vec![Diagnostic::error(
                SYNTAXES,
                LineColumn::default(),
                e.to_string(),
            )]
        })?;
        Ok(Prepared {
            blocks: Blocks { highlighter },
            diagrams: prepare_diagrams(pages, found),
        })
    }
}

/// Validates and explores every diagram of the pages, in parallel; problems point into page.toml.
fn prepare_diagrams(
    pages: &[Page],
    found: &mut Diagnostics,
) -> BTreeMap<String, Vec<Arc<Diagram>>> {
    let results: Vec<(String, Vec<Result<Diagram, Diagnostic>>)> = pages
        .par_iter()
        .map(|page| {
            let diagrams = page
                .facts
                .diagrams
                .par_iter()
                .map(|spec| {
                    Diagram::prepare(spec).map_err(|e| {
                        Diagnostic::error(
                            &page.facts.facts_path,
                            e.at,
                            format!("diagram `{}`: {}", spec.id, e.message),
                        )
                    })
                })
                .collect();
            (page.facts.id.clone(), diagrams)
        })
        .collect();
    let mut by_page = BTreeMap::new();
    for (id, diagrams) in results {
        let mut ok = Vec::new();
        for d in diagrams {
            match d {
                Ok(d) => ok.push(Arc::new(d)),
                Err(e) => found.push(e),
            }
        }
        by_page.insert(id, ok);
    }
    by_page
}
