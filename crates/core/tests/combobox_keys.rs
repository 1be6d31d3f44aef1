//! The combobox keyboard, per the WAI-ARIA combobox pattern: what each key does to the state
//! and which effects the view must apply.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use serde_json::json;
use yewform_core::combobox::{ComboContext, ComboState, Key, KeyEffect as Effect, key_down};
use yewform_core::items::{ItemOptions, Items, Row, normalize, visible_rows};
use yewform_core::schema::AddOptionOn;

fn items() -> Items {
    normalize(
        &json!([
            {"value": "de", "label": "Germany"},
            {"value": "dk", "label": "Denmark", "disabled": true},
            {"value": "fr", "label": "France"},
            {"value": "fi", "label": "Finland"},
            {"value": "za", "label": "Zambia"}
        ]),
        &ItemOptions::default(),
    )
    .unwrap()
}

fn rows(items: &Items) -> Vec<Row> {
    let all: Vec<usize> = (0..items.len()).collect();
    visible_rows(items, &all, None, false)
}

fn key(k: &str) -> Key<'_> {
    Key {
        key: k,
        alt: false,
        ctrl_or_meta: false,
        composing: false,
        now_ms: 0.0,
    }
}

/// An open list with `pointer` on a row.
fn open_at(pointer: Option<usize>) -> ComboState {
    ComboState {
        open: true,
        pointer,
        ..Default::default()
    }
}

struct Fixture {
    items: Items,
    rows: Vec<Row>,
}

impl Fixture {
    fn new() -> Self {
        let items = items();
        let rows = rows(&items);
        Fixture { items, rows }
    }
    fn ctx(&self, searchable: bool, selected_row: Option<usize>) -> ComboContext<'_> {
        ComboContext {
            rows: &self.rows,
            items: &self.items,
            searchable,
            selected_row,
            create: false,
            add_option_on: &[AddOptionOn::Enter],
            page: 2,
            point_groups: false,
        }
    }
}

#[test]
fn down_enter_and_space_open_at_the_current_value_or_the_first_option() {
    let f = Fixture::new();
    for k in ["ArrowDown", "Enter", " "] {
        let mut s = ComboState::default();
        let fx = key_down(&mut s, &key(k), &f.ctx(false, None));
        assert!(s.open, "{k} opens");
        assert_eq!(s.pointer, Some(0), "{k}: first option");
        assert_eq!(
            fx,
            vec![Effect::Open, Effect::ScrollTo(0), Effect::PreventDefault]
        );
    }
    let mut s = ComboState::default();
    key_down(&mut s, &key("ArrowDown"), &f.ctx(false, Some(3)));
    assert_eq!(s.pointer, Some(3), "reopening starts at the current value");
    let mut s = ComboState::default();
    key_down(
        &mut s,
        &Key {
            alt: true,
            ..key("ArrowDown")
        },
        &f.ctx(false, None),
    );
    assert!(s.open, "Alt+Down opens");
}

#[test]
fn up_opens_at_the_last_option() {
    let f = Fixture::new();
    let mut s = ComboState::default();
    key_down(&mut s, &key("ArrowUp"), &f.ctx(false, None));
    assert_eq!((s.open, s.pointer), (true, Some(4)));
}

#[test]
fn arrows_home_end_and_pages_move_without_committing_and_skip_disabled() {
    let f = Fixture::new();
    let ctx = f.ctx(false, None);
    let mut s = open_at(Some(0));
    let fx = key_down(&mut s, &key("ArrowDown"), &ctx);
    assert_eq!(s.pointer, Some(2), "Denmark is disabled");
    assert!(
        !fx.iter().any(|e| matches!(e, Effect::Commit(_))),
        "navigation never commits"
    );
    key_down(&mut s, &key("ArrowUp"), &ctx);
    assert_eq!(s.pointer, Some(0));
    key_down(&mut s, &key("ArrowUp"), &ctx);
    assert_eq!(s.pointer, Some(0), "no wrap at the top");
    key_down(&mut s, &key("End"), &ctx);
    assert_eq!(s.pointer, Some(4));
    key_down(&mut s, &key("Home"), &ctx);
    assert_eq!(s.pointer, Some(0));
    key_down(&mut s, &key("PageDown"), &ctx);
    assert!(s.pointer.unwrap() >= 2);
    key_down(&mut s, &key("PageUp"), &ctx);
    assert_eq!(s.pointer, Some(0));
}

#[test]
fn enter_commits_tab_commits_and_closes_escape_closes() {
    let f = Fixture::new();
    let ctx = f.ctx(false, None);
    let mut s = open_at(Some(2));
    assert_eq!(
        key_down(&mut s, &key("Enter"), &ctx),
        vec![Effect::PreventDefault, Effect::Commit(2)]
    );
    let mut s = open_at(Some(3));
    let fx = key_down(&mut s, &key("Tab"), &ctx);
    assert_eq!(
        fx,
        vec![Effect::Commit(3), Effect::Close],
        "Tab does not prevent moving on"
    );
    assert!(!s.open);
    let mut s = open_at(Some(3));
    let fx = key_down(&mut s, &key("Escape"), &ctx);
    assert_eq!(
        fx,
        vec![
            Effect::Close,
            Effect::PreventDefault,
            Effect::StopPropagation
        ],
        "the Escape that closes the list is not a dialog's too"
    );
    assert!(!s.open);
}

#[test]
fn a_second_escape_clears_the_search() {
    let f = Fixture::new();
    let ctx = f.ctx(true, None);
    let mut s = ComboState {
        open: true,
        search: "fr".into(),
        ..Default::default()
    };
    key_down(&mut s, &key("Escape"), &ctx);
    assert_eq!(s.search, "fr", "the first Escape only closes");
    let fx = key_down(&mut s, &key("Escape"), &ctx);
    assert_eq!(
        fx,
        vec![
            Effect::ClearSearch,
            Effect::PreventDefault,
            Effect::StopPropagation
        ]
    );
    assert_eq!(s.search, "");
}

#[test]
fn ime_composition_never_commits() {
    let f = Fixture::new();
    let mut s = open_at(Some(0));
    let fx = key_down(
        &mut s,
        &Key {
            composing: true,
            ..key("Enter")
        },
        &f.ctx(true, None),
    );
    assert!(fx.is_empty());
}

#[test]
fn type_ahead_moves_to_matching_labels_when_not_searchable() {
    let f = Fixture::new();
    let ctx = f.ctx(false, None);
    let mut s = open_at(Some(0));
    key_down(
        &mut s,
        &Key {
            now_ms: 0.0,
            ..key("f")
        },
        &ctx,
    );
    assert_eq!(s.pointer, Some(2), "France");
    key_down(
        &mut s,
        &Key {
            now_ms: 100.0,
            ..key("i")
        },
        &ctx,
    );
    assert_eq!(s.pointer, Some(3), "'fi' → Finland");
    key_down(
        &mut s,
        &Key {
            now_ms: 2000.0,
            ..key("z")
        },
        &ctx,
    );
    assert_eq!(s.pointer, Some(4), "a pause starts a new word: Zambia");
    key_down(
        &mut s,
        &Key {
            now_ms: 5000.0,
            ..key("f")
        },
        &ctx,
    );
    key_down(
        &mut s,
        &Key {
            now_ms: 5100.0,
            ..key("f")
        },
        &ctx,
    );
    assert_eq!(s.pointer, Some(3), "'ff' cycles through the F options");
    // Searchable comboboxes leave letters to the input.
    let mut s = open_at(Some(0));
    assert!(key_down(&mut s, &key("f"), &f.ctx(true, None)).is_empty());
}

#[test]
fn create_keys_create_from_the_search_text() {
    let f = Fixture::new();
    let keys = [
        AddOptionOn::Enter,
        AddOptionOn::Space,
        AddOptionOn::Tab,
        AddOptionOn::Semicolon,
        AddOptionOn::Comma,
    ];
    for (name, kind) in [
        ("Enter", AddOptionOn::Enter),
        (" ", AddOptionOn::Space),
        ("Tab", AddOptionOn::Tab),
        (";", AddOptionOn::Semicolon),
        (",", AddOptionOn::Comma),
    ] {
        // `name` pressed with the list open, nothing pointed and `text` searched, when
        // `add_on` lists the creating keys.
        let press = |add_on: &[AddOptionOn], text: &str| {
            let ctx = ComboContext {
                create: true,
                add_option_on: add_on,
                ..f.ctx(true, None)
            };
            let mut s = ComboState {
                open: true,
                pointer: None,
                search: text.into(),
                ..Default::default()
            };
            key_down(&mut s, &key(name), &ctx)
        };
        let fx = press(&[kind], " Atlantis ");
        assert!(
            fx.contains(&Effect::Create("Atlantis".into())),
            "{name}: {fx:?}"
        );
        // A key that is not in addOptionOn creates nothing.
        let others: Vec<AddOptionOn> = keys.iter().copied().filter(|k| *k != kind).collect();
        let fx = press(&others, "Atlantis");
        assert!(
            !fx.iter().any(|e| matches!(e, Effect::Create(_))),
            "{name} not configured: {fx:?}"
        );
    }
}
