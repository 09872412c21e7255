//! The integration tests, one binary: each module was its own test file (and binary, each linking
//! the whole library); together they link once. Run one module with a name filter:
//! `cargo test --release --test it -- site_build::`. Shared helpers (the real site, copies of it
//! to break, the command line) are in `common`. Proptest keeps the seeds of past failures in
//! `tests/proptest-regressions/<module>.txt`.
// A test's panic is its failure report: the workspace's unwrap/expect denial is for the crates.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

mod diagrams;
mod diagrams_8x8;
mod docs_links;
mod draughts_cli;
mod engine_wasm;
mod errors_once;
mod fixture_site;
mod fuzz_inputs;
mod fuzz_script_data;
mod fuzz_templates;
mod game_name_casing;
mod glossary_catches;
mod glossary_search;
mod halma_cli;
mod lang_ar_zh;
mod lang_de_nl;
mod lang_fr_es_pl;
mod lang_tr_ja_zh_hant_fy;
mod lessons;
mod new_locale;
mod output_safety;
mod page_facts;
mod pdn_cli;
mod plurals;
mod serve;
mod site_bad_input;
mod site_build;
mod site_check;
mod site_limits;
mod site_refusals;
mod social_images;
mod tasks;
mod translation_property;
mod translation_truth;
mod translations;
