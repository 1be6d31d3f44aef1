//! Accent folding for the non-strict search: Unicode NFD minus combining marks, lower
//! case, plus the letters NFD leaves alone (æ, œ, ø, ł, đ, ß, …), as the reference folds.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::json;
use yewform_core::items::{ItemOptions, SearchIndex, fold, normalize};

#[test]
fn folds_romanian_vietnamese_caron_and_greek_accents() {
    assert_eq!(fold("Șector Țară", false), "sector tara");
    assert_eq!(fold("ș ț Ş Ţ", false), "s t s t");
    assert_eq!(fold("ǎ Ǎ ǐ ǒ ǔ ǜ", false), "a a i o u u");
    assert_eq!(fold("ệ Ệ ữ Ở ạ ắ đ", false), "e e u o a a d");
    assert_eq!(fold("Tiếng Việt", false), "tieng viet");
    assert_eq!(fold("ά έ ή ί ό ύ ώ ΐ ΰ", false), "α ε η ι ο υ ω ι υ");
    assert_eq!(fold("Ά Έ Ή Ί Ό Ύ Ώ Ϊ Ϋ", false), "α ε η ι ο υ ω ι υ");
    assert_eq!(fold("ἀ ᾶ ῷ ῥ", false), "α α ω ρ");
    assert_eq!(fold("Æ Œ Ø Ł Đ ß", false), "ae oe o l d ss");
}

#[test]
fn strict_search_keeps_accents() {
    assert_eq!(fold("Șector ά", true), "șector ά");
}

#[test]
fn decomposed_and_precomposed_text_fold_alike() {
    assert_eq!(fold("S\u{326}ector", false), fold("Șector", false));
    assert_eq!(fold("\u{3b1}\u{301}", false), fold("ά", false));
    assert_eq!(fold("e\u{302}\u{323}", false), fold("ệ", false));
}

#[test]
fn search_finds_letters_with_any_accent() {
    let items = normalize(
        &json!(["Șector 5", "Țara", "Việt Nam", "άλφα", "Pinyin ǎ", "Other"]),
        &ItemOptions::default(),
    )
    .unwrap();
    let label = |i: usize| items.option(i).unwrap().label.clone();
    let loose = SearchIndex::new(&items, false, &[]);
    let found = |q: &str| loose.search(q).into_iter().map(label).collect::<Vec<_>>();
    assert_eq!(found("sector"), ["Șector 5"]);
    assert_eq!(found("tara"), ["Țara"]);
    assert_eq!(found("viet"), ["Việt Nam"]);
    assert_eq!(found("α"), ["άλφα"]);
    assert_eq!(found("ΑΛΦΑ"), ["άλφα"]);
    assert_eq!(found("pinyin a"), ["Pinyin ǎ"]);
    let strict = SearchIndex::new(&items, true, &[]);
    assert!(strict.search("sector").is_empty());
}
