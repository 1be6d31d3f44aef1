//! The combobox machine with a list value (`multiselect`, `tags`): commit toggles (the
//! list stays open), `max`, `hideSelected` rows, `groupSelect`, `clearOnSelect`, creating
//! (`tag`), Backspace, the chips' keys and remove buttons (focus never lost), and the live
//! region's texts. Each DOM event in, the effects out, in order.
#![cfg(all(feature = "multiselect", feature = "tags"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

mod combobox_support;

use combobox_support::{Combo, combo};
use serde_json::{Value, json};
use yewform_core::combobox::multi::{
    Announcement, Selection, ValueIndex, multiple_label, shown_rows,
};
use yewform_core::combobox::{
    Context, Effect, Event, Fired, KeyPress, selected_index, selected_row, send,
};
use yewform_core::items::{OptionList, Row};

/// A combobox with a list value: the rows are those the view shows (`hideSelected`).
struct Multi {
    c: Combo,
    /// Where the focus went last (`None`: the input; `Some(i)`: chip `i`).
    chip_focus: Option<usize>,
    announced: Vec<String>,
    /// The options and value the view last showed: the adapter sends [`Event::Shown`]
    /// after a render whose options or value changed.
    shown: Option<(yewform_core::items::Items, Value)>,
}

fn multi(entry: Value, items: Value) -> Multi {
    let mut c = combo(entry.clone(), items);
    if entry.get("default").is_none() {
        c.value = json!([]);
    }
    Multi {
        c,
        chip_focus: None,
        announced: Vec::new(),
        shown: None,
    }
}

impl Multi {
    fn rows(&self) -> Vec<Row> {
        let items = self.c.items();
        let rows = self.c.rows(&items);
        let index = ValueIndex::new(&items);
        let selection = Selection::new(&index, &self.c.value, &self.c.select);
        shown_rows(
            &rows,
            &selection,
            &self.c.select,
            &self.c.state.search,
            self.c.reversed,
        )
    }

    fn send(&mut self, event: Event) -> Vec<Effect> {
        let showing = Some((self.c.items(), self.c.value.clone()));
        if self.shown != showing {
            self.shown = showing;
            self.apply(Event::Shown);
        }
        self.apply(event)
    }

    fn apply(&mut self, event: Event) -> Vec<Effect> {
        let items = self.c.items();
        let rows = self.rows();
        let index = selected_index(&items, &self.c.value, &self.c.select);
        let ctx = Context {
            select: &self.c.select,
            items: &items,
            rows: &rows,
            reversed: self.c.reversed,
            value: &self.c.value,
            selected_row: selected_row(&rows, index),
            disabled: self.c.disabled,
            page: 2,
        };
        let (next, effects) = send(self.c.state.clone(), event, &ctx);
        self.c.state = next;
        for effect in &effects {
            match effect {
                Effect::SetValue(v) => self.c.value = v.clone(),
                Effect::Fire(f) => self.c.fired.push(f.clone()),
                Effect::Focus => self.chip_focus = None,
                Effect::FocusChip(i) => self.chip_focus = Some(*i),
                Effect::Announce(a) => self.announced.push(a.text("en", "en")),
                _ => {}
            }
        }
        effects
    }

    fn key(&mut self, key: &str) -> Vec<Effect> {
        self.send(Event::Key(KeyPress::plain(key)))
    }

    fn chip_key(&mut self, at: usize, key: &str) -> Vec<Effect> {
        self.send(Event::ChipKey(at, KeyPress::plain(key)))
    }

    /// The labels of the option rows shown.
    fn shown(&self) -> Vec<String> {
        let items = self.c.items();
        self.rows()
            .iter()
            .filter_map(|r| match r {
                Row::Option { index, .. } => items.option(*index).map(|o| o.label.clone()),
                Row::Group { .. } => None,
            })
            .collect()
    }

    fn fired(&mut self) -> Vec<Fired> {
        std::mem::take(&mut self.c.fired)
    }

    /// The label of the pointed row as the view shows it (`aria-activedescendant`: the
    /// state's pointer over the rows shown now).
    fn pointed(&self) -> Option<String> {
        let items = self.c.items();
        let rows = self.rows();
        match self
            .c
            .state
            .pointer_in(&rows, self.c.reversed)
            .and_then(|p| rows.get(p).copied())
        {
            Some(Row::Option { index, .. }) => items.option(index).map(|o| o.label.clone()),
            Some(Row::Group { group, .. }) => items.group(group).map(|g| format!("<{}>", g.label)),
            None => None,
        }
    }

    /// Every row shown, a group header as `<label>`.
    fn labels(&self) -> Vec<String> {
        let items = self.c.items();
        self.rows()
            .iter()
            .map(|r| match r {
                Row::Option { index, .. } => items
                    .option(*index)
                    .map(|o| o.label.clone())
                    .unwrap_or_default(),
                Row::Group { group, .. } => items
                    .group(*group)
                    .map(|g| format!("<{}>", g.label))
                    .unwrap_or_default(),
            })
            .collect()
    }
}

fn cities() -> Value {
    json!([
        {"value": "ber", "label": "Berlin"},
        {"value": "par", "label": "Paris"},
        {"value": "rom", "label": "Rome", "disabled": true},
        {"value": "vie", "label": "Vienna"}
    ])
}

fn tags(extra: Value) -> Value {
    let mut entry = json!({"type": "tags", "search": true});
    entry
        .as_object_mut()
        .unwrap()
        .extend(extra.as_object().unwrap().clone());
    entry
}

#[test]
fn enter_adds_the_pointed_option_fires_select_with_its_value_and_keeps_the_list_open() {
    let mut m = multi(tags(json!({})), cities());
    m.key("ArrowDown");
    assert!(m.c.state.open);
    let effects = m.key("Enter");
    assert_eq!(
        effects,
        [
            Effect::PreventDefault,
            Effect::Fire(Fired::Select(json!("ber"))),
            Effect::Announce(Announcement {
                label: "Berlin".into(),
                added: true,
                count: 1
            }),
            Effect::SetValue(json!(["ber"])),
        ]
    );
    assert!(
        m.c.state.open,
        "a multi-value list stays open (closeOnSelect false)"
    );
    // hideSelected: Berlin left the list; the pointer rests on the next row (Paris).
    assert_eq!(m.shown(), ["Paris", "Rome", "Vienna"]);
    m.key("Enter");
    assert_eq!(m.c.value, json!(["ber", "par"]));
    assert_eq!(
        m.announced,
        ["Berlin added, 1 selected", "Paris added, 2 selected"]
    );
}

#[test]
fn choosing_a_chosen_option_removes_it_when_hide_selected_is_off() {
    let mut m = multi(
        tags(json!({"hideSelected": false, "default": ["ber", "vie"]})),
        cities(),
    );
    assert_eq!(m.shown(), ["Berlin", "Paris", "Rome", "Vienna"]);
    m.key("ArrowDown");
    m.send(Event::Press(0));
    assert_eq!(m.c.value, json!(["vie"]));
    assert_eq!(m.fired(), [Fired::Open, Fired::Deselect(json!("ber"))]);
    assert_eq!(m.announced, ["Berlin removed, 1 selected"]);
    assert!(m.c.state.open, "closeOnDeselect is off");
}

#[test]
fn close_on_select_closes_after_a_pick() {
    let mut m = multi(tags(json!({"closeOnSelect": true})), cities());
    m.key("ArrowDown");
    m.key("Enter");
    assert!(!m.c.state.open);
    assert_eq!(
        m.fired(),
        [Fired::Open, Fired::Select(json!("ber")), Fired::Close]
    );
}

#[test]
fn adding_the_last_row_with_hide_selected_keeps_the_pointer_on_a_row() {
    let mut m = multi(tags(json!({})), json!(["a", "b", "c"]));
    m.key("ArrowDown");
    m.key("ArrowDown");
    m.key("ArrowDown");
    assert_eq!(m.c.pointed().as_deref(), Some("c"));
    m.key("Enter");
    assert_eq!(m.shown(), ["a", "b"]);
    m.key("Enter");
    assert_eq!(m.c.value, json!(["c", "b"]), "the pointer moved up to b");
}

#[test]
fn max_ignores_further_picks() {
    let mut m = multi(tags(json!({"max": 2, "default": ["ber", "par"]})), cities());
    m.key("ArrowDown");
    assert_eq!(m.shown(), ["Rome", "Vienna"]);
    // Pointer on Vienna (Rome is disabled and skipped).
    let effects = m.key("Enter");
    assert_eq!(effects, [Effect::PreventDefault]);
    assert_eq!(m.c.value, json!(["ber", "par"]));
    // Removing one makes room again.
    m.key("Backspace");
    assert_eq!(m.c.value, json!(["ber"]));
    // Paris is back in the list (rows: Paris, Rome, Vienna); the pointer moves on to Vienna.
    m.key("ArrowDown");
    m.key("Enter");
    assert_eq!(m.c.value, json!(["ber", "vie"]));
}

#[test]
fn tab_and_alt_up_never_add_a_pointed_option() {
    let mut m = multi(tags(json!({})), cities());
    m.key("ArrowDown");
    m.key("Tab");
    assert_eq!(m.c.value, json!([]), "Tab moves on");
    m.key("ArrowDown");
    m.send(Event::Key(KeyPress {
        alt: true,
        ..KeyPress::plain("ArrowUp")
    }));
    assert_eq!(m.c.value, json!([]));
}

#[test]
fn clear_on_select_empties_the_search_after_a_pick_per_kind() {
    // Tags: clearOnSelect is on by default.
    let mut m = multi(tags(json!({})), cities());
    m.send(Event::Input("vi".into()));
    assert_eq!(m.shown(), ["Vienna"]);
    let effects = m.key("Enter");
    assert!(effects.contains(&Effect::Fire(Fired::SearchChange(Some(String::new())))));
    assert_eq!(m.c.state.search, "");
    assert_eq!(m.c.value, json!(["vie"]));
    // Multiselect: off by default, the search stays.
    let mut m = multi(json!({"type": "multiselect", "search": true}), cities());
    m.send(Event::Input("vi".into()));
    m.key("Enter");
    assert_eq!(m.c.value, json!(["vie"]));
    assert_eq!(m.c.state.search, "vi");
}

#[test]
fn group_select_adds_every_enabled_unchosen_option_up_to_max_then_removes_all() {
    let groups = json!([
        {"label": "Europe", "items": [
            {"value": "ber", "label": "Berlin"},
            {"value": "rom", "label": "Rome", "disabled": true},
            {"value": "vie", "label": "Vienna"},
            {"value": "par", "label": "Paris"}
        ]},
        {"label": "Asia", "items": ["Tokyo"]}
    ]);
    let mut m = multi(
        json!({"type": "multiselect", "native": false, "groups": true, "hideSelected": false,
               "max": 4, "default": ["vie"]}),
        groups.clone(),
    );
    m.key("ArrowDown");
    m.send(Event::Press(0)); // the Europe header
    assert_eq!(m.c.value, json!(["vie", "ber", "par"]), "Rome is disabled");
    assert_eq!(
        m.fired(),
        [
            Fired::Open,
            Fired::Select(json!("ber")),
            Fired::Select(json!("par"))
        ]
    );
    assert_eq!(m.announced, ["Europe added, 3 selected"]);
    // All enabled ones chosen: the header removes them.
    m.send(Event::Press(0));
    assert_eq!(m.c.value, json!([]));
    assert_eq!(m.announced.last().unwrap(), "Europe removed, 0 selected");
    // Up to max: 2 of the 3.
    let mut m = multi(
        json!({"type": "multiselect", "native": false, "groups": true, "max": 2}),
        groups.clone(),
    );
    m.key("ArrowDown");
    m.send(Event::Press(0));
    assert_eq!(m.c.value, json!(["ber", "vie"]));
    // groupSelect off: a header does nothing.
    let mut m = multi(
        json!({"type": "multiselect", "native": false, "groups": true, "groupSelect": false}),
        groups,
    );
    m.key("ArrowDown");
    m.send(Event::Press(0));
    assert_eq!(m.c.value, json!([]));
}

#[test]
fn hide_selected_leaves_out_chosen_rows_and_with_group_hide_empty_their_header() {
    let groups = json!([
        {"label": "A", "items": ["a1"]},
        {"label": "B", "items": ["b1", "b2"]}
    ]);
    let m = multi(
        json!({"type": "tags", "groups": true, "groupHideEmpty": true, "default": ["a1", "b1"]}),
        groups,
    );
    assert_eq!(
        m.rows(),
        [
            Row::Group {
                group: 1,
                disabled: false
            },
            Row::Option {
                index: 2,
                disabled: false
            }
        ]
    );
}

/// While a search text is typed a group with nothing left to show has no header, whatever
/// `groupHideEmpty` says (as a single select's search, and the reference's `filterGroups`):
/// here group A's only match is chosen and hidden.
#[test]
fn while_searching_a_group_whose_matches_are_all_chosen_shows_no_header() {
    let groups = json!([
        {"label": "A", "items": ["x1"]},
        {"label": "B", "items": ["x2", "y1"]}
    ]);
    let mut m = multi(
        json!({"type": "tags", "search": true, "groups": true, "default": ["x1"]}),
        groups,
    );
    assert!(
        m.rows().contains(&Row::Group {
            group: 0,
            disabled: false
        }),
        "without a search the empty group keeps its header (groupHideEmpty off)"
    );
    m.send(Event::Input("x".into()));
    assert_eq!(
        m.rows(),
        [
            Row::Group {
                group: 1,
                disabled: false
            },
            Row::Option {
                index: 1,
                disabled: false
            }
        ]
    );
}

#[test]
fn show_options_false_shows_no_rows_and_enter_creates_a_chip() {
    let mut m = multi(
        tags(json!({"create": true, "showOptions": false})),
        cities(),
    );
    assert!(m.shown().is_empty());
    m.send(Event::Input("Oslo".into()));
    m.key("Enter");
    assert_eq!(m.c.value, json!(["Oslo"]));
}

/// Audit 7 (multi) #3: Tab in `addOptionOn` creates while the list is closed too (always so
/// with `showOptions: false`), as the reference's `useKeyboard` (no open check); the typed
/// text was lost when the focus left.
#[test]
fn tab_creates_while_the_list_is_closed() {
    let mut m = multi(
        tags(json!({"create": true, "showOptions": false, "addOptionOn": ["tab"]})),
        cities(),
    );
    m.send(Event::Input("rust".into()));
    assert!(!m.c.state.open);
    m.key("Tab");
    assert_eq!(m.c.value, json!(["rust"]));
    assert!(m.fired().contains(&Fired::Tag("rust".into())));
    m.send(Event::FocusOut);
    assert_eq!(m.c.value, json!(["rust"]));
    // `;` and `,` too (they had no gap), and the list closed by Escape.
    for (add_on, key) in [("tab", "Tab"), (";", ";"), (",", ",")] {
        let mut m = multi(
            tags(json!({"create": true, "addOptionOn": [add_on]})),
            cities(),
        );
        m.send(Event::Input("Oslo".into()));
        m.key("Escape");
        assert!(!m.c.state.open, "{add_on}");
        assert_eq!(m.c.state.search, "Oslo", "{add_on}");
        m.key(key);
        assert_eq!(m.c.value, json!(["Oslo"]), "{add_on}");
    }
    // A single select with `create`, its list closed by Escape.
    let mut c = combobox_support::combo(
        json!({"type": "select", "create": true, "addOptionOn": ["tab"]}),
        cities(),
    );
    c.type_text("Oslo");
    c.key("Escape");
    assert!(!c.state.open);
    c.key("Tab");
    assert_eq!(c.value, json!("Oslo"));
    // Without tab in `addOptionOn` a closed Tab does nothing.
    let mut m = multi(tags(json!({"create": true})), cities());
    m.send(Event::Input("Oslo".into()));
    m.key("Escape");
    m.key("Tab");
    assert_eq!(m.c.value, json!([]));
}

/// Audit 7 (multi) #4: the live region names a removed chip by the label its chip shows,
/// also once its option left the current options (an async search moved on); it said the
/// raw value ("par-1 removed").
#[test]
fn a_removed_chip_is_announced_by_its_label_after_the_options_moved_on() {
    let answer = |q: &str| json!([{"value": format!("{q}-1"), "label": format!("{q} one")}]);
    let mut m = multi(tags(json!({"default": ["def-1"]})), answer("def"));
    let read = |v: Value| {
        yewform_core::items::normalize(&v, &yewform_core::items::ItemOptions::default()).unwrap()
    };
    for q in ["ber", "par"] {
        m.send(Event::Input(q.into()));
        m.c.base = read(answer(q));
        m.key("Enter");
    }
    assert_eq!(m.c.value, json!(["def-1", "ber-1", "par-1"]));
    m.c.base = read(answer("zzz"));
    m.announced.clear();
    m.key("Backspace");
    m.chip_key(0, "Delete");
    m.send(Event::Remove(0));
    assert_eq!(
        m.announced,
        [
            "par one removed, 2 selected",
            "def one removed, 1 selected",
            "ber one removed, 0 selected"
        ]
    );
}

/// Audit 7 (multi) #5: a created option fires `tag`, `select`, then `search-change` (the
/// emptied search), `close`, and `change` last (guide ch. 4), as a pick fires `select` then
/// `search-change`, and as the reference's `handleOptionAppend` fires `tag` before it
/// clears the search. It fired `search-change` first.
#[test]
fn a_created_option_fires_tag_select_search_change_close_in_that_order() {
    let names = |effects: &[Effect]| -> Vec<String> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Fire(f) => Some(f.name().to_string()),
                Effect::SetValue(_) => Some("change".to_string()),
                _ => None,
            })
            .collect()
    };
    let mut m = multi(
        tags(json!({"create": true, "closeOnSelect": true})),
        cities(),
    );
    assert_eq!(
        names(&m.send(Event::Input("Oslo".into()))),
        ["open", "search-change"]
    );
    assert_eq!(
        names(&m.key("Enter")),
        ["tag", "select", "search-change", "close", "change"]
    );
    // A pick with `clearOnSelect` (tags): the same order.
    m.send(Event::Input("Par".into()));
    assert_eq!(
        names(&m.key("Enter")),
        ["select", "search-change", "close", "change"]
    );
}

/// Audit 7 (multi) #7: with `appendNewOption: false`, a created value is matched against
/// the chips as the search compares (folded), as an appended option is: "foo" after "Foo"
/// adds no second chip, whether the option was appended or not.
#[test]
fn a_created_value_in_another_case_is_no_second_chip_without_append_new_option() {
    for append in [true, false] {
        let mut m = multi(
            tags(json!({"create": true, "appendNewOption": append})),
            cities(),
        );
        for text in ["Foo", "foo", " FOO "] {
            m.send(Event::Input(text.into()));
            m.c.state.pointer = None;
            m.key("Enter");
        }
        assert_eq!(m.c.value, json!(["Foo"]), "appendNewOption {append}");
    }
}

#[test]
fn creating_adds_a_new_option_fires_tag_and_never_a_duplicate() {
    let mut m = multi(tags(json!({"create": true})), cities());
    m.send(Event::Input("Oslo".into()));
    m.key("Enter");
    assert_eq!(m.c.value, json!(["Oslo"]));
    let fired = m.fired();
    assert!(fired.contains(&Fired::Tag("Oslo".into())), "{fired:?}");
    assert!(fired.contains(&Fired::Select(json!("Oslo"))));
    assert_eq!(m.c.state.created.len(), 1, "appendNewOption");
    // Typing an existing label chooses that option, no tag.
    m.send(Event::Input("Paris".into()));
    // The pointer is on the matching row: Enter commits it.
    m.key("Enter");
    assert_eq!(m.c.value, json!(["Oslo", "par"]));
    // The same text again: no duplicate, no tag.
    m.send(Event::Input("Oslo".into()));
    m.c.state.pointer = None;
    m.key("Enter");
    assert_eq!(m.c.value, json!(["Oslo", "par"]));
    assert!(!m.fired().contains(&Fired::Tag("Oslo".into())));
    // `,` creates with addOptionOn.
    let mut m = multi(
        tags(json!({"create": true, "addOptionOn": [","]})),
        cities(),
    );
    m.send(Event::Input("Rio".into()));
    m.c.state.pointer = None;
    m.key(",");
    assert_eq!(m.c.value, json!(["Rio"]));
    // A multiselect creates too but fires no `tag`.
    let mut m = multi(json!({"type": "multiselect", "create": true}), cities());
    m.send(Event::Input("Lima".into()));
    m.c.state.pointer = None;
    m.key("Enter");
    assert_eq!(m.c.value, json!(["Lima"]));
    assert!(!m.fired().iter().any(|f| f.name() == "tag"));
}

#[test]
fn backspace_on_an_empty_search_removes_the_last_removable_chip_and_keeps_focus() {
    let mut m = multi(
        tags(json!({"default": ["ber", "rom"], "allowAbsent": true})),
        cities(),
    );
    // Rome is a disabled option: not removable; Berlin goes.
    let effects = m.key("Backspace");
    assert_eq!(
        effects,
        [
            Effect::Fire(Fired::Deselect(json!("ber"))),
            Effect::Announce(Announcement {
                label: "Berlin".into(),
                added: false,
                count: 1
            }),
            Effect::SetValue(json!(["rom"])),
        ]
    );
    assert_eq!(m.chip_focus, None, "the focus stays in the input");
    assert!(m.key("Backspace").is_empty(), "nothing removable left");
    // With search text, Backspace edits the text (nothing for the machine).
    let mut m = multi(tags(json!({"default": ["ber"]})), cities());
    m.send(Event::Input("x".into()));
    assert!(
        !m.key("Backspace")
            .iter()
            .any(|e| matches!(e, Effect::SetValue(_)))
    );
}

/// Audit 7 (multi) #7, issue 32: "Backspace/Delete removes the focused or last chip":
/// Delete in the empty search removes the last removable chip as Backspace does.
#[test]
fn delete_on_an_empty_search_removes_the_last_chip_like_backspace() {
    let mut m = multi(tags(json!({"default": ["ber", "par"]})), cities());
    m.key("Delete");
    assert_eq!(m.c.value, json!(["ber"]));
    assert_eq!(m.chip_focus, None, "the focus stays in the input");
    assert_eq!(m.announced, ["Paris removed, 1 selected"]);
    // With search text, Delete edits the text.
    m.send(Event::Input("x".into()));
    m.key("Delete");
    assert_eq!(m.c.value, json!(["ber"]));
}

#[test]
fn left_and_right_move_across_the_chips_from_an_empty_search() {
    let mut m = multi(tags(json!({"default": ["ber", "par", "vie"]})), cities());
    assert_eq!(
        m.key("ArrowLeft"),
        [Effect::FocusChip(2), Effect::PreventDefault]
    );
    m.chip_key(2, "ArrowLeft");
    assert_eq!(m.chip_focus, Some(1));
    m.chip_key(1, "ArrowLeft");
    m.chip_key(0, "ArrowLeft");
    assert_eq!(m.chip_focus, Some(0), "stays on the first chip");
    m.chip_key(0, "ArrowRight");
    m.chip_key(1, "ArrowRight");
    assert_eq!(m.chip_focus, Some(2));
    m.chip_key(2, "ArrowRight");
    assert_eq!(m.chip_focus, None, "right of the last chip: the input");
    assert_eq!(
        m.chip_key(1, "Escape"),
        [
            Effect::Focus,
            Effect::PreventDefault,
            Effect::StopPropagation
        ],
        "Escape on a chip returns to the input and is not a dialog's too"
    );
    assert_eq!(m.chip_focus, None);
    // With search text, ArrowLeft moves the caret (not taken).
    m.send(Event::Input("x".into()));
    assert!(!m.key("ArrowLeft").contains(&Effect::FocusChip(2)));
}

#[test]
fn removing_a_focused_chip_moves_the_focus_to_a_neighbour_never_losing_it() {
    let mut m = multi(tags(json!({"default": ["ber", "par", "vie"]})), cities());
    // Delete on the middle chip: the next one (now at 1) gets the focus.
    m.chip_key(1, "Delete");
    assert_eq!(m.c.value, json!(["ber", "vie"]));
    assert_eq!(m.chip_focus, Some(1));
    // Backspace on the last one: the previous one.
    m.chip_key(1, "Backspace");
    assert_eq!(m.c.value, json!(["ber"]));
    assert_eq!(m.chip_focus, Some(0));
    // The last chip: the input.
    m.chip_key(0, "Delete");
    assert_eq!(m.c.value, json!([]));
    assert_eq!(m.chip_focus, None);
    assert_eq!(
        m.announced,
        [
            "Paris removed, 2 selected",
            "Vienna removed, 1 selected",
            "Berlin removed, 0 selected"
        ]
    );
}

#[test]
fn the_remove_button_removes_its_chip_and_focuses_the_next_or_previous() {
    let mut m = multi(tags(json!({"default": ["ber", "par"]})), cities());
    m.send(Event::Remove(1));
    assert_eq!(m.c.value, json!(["ber"]));
    assert_eq!(m.chip_focus, Some(0));
    assert_eq!(m.fired(), [Fired::Deselect(json!("par"))]);
    // Enter and Space on a chip are the button's (its click): the machine ignores them.
    assert!(m.chip_key(0, "Enter").is_empty());
    assert!(m.chip_key(0, " ").is_empty());
    m.send(Event::Remove(0));
    assert_eq!(m.chip_focus, None);
    // An index past the chips does nothing.
    assert!(m.send(Event::Remove(5)).is_empty());
}

#[test]
fn a_disabled_element_ignores_chip_keys_and_removals() {
    let mut m = multi(tags(json!({"default": ["ber"]})), cities());
    m.c.disabled = true;
    assert!(m.send(Event::Remove(0)).is_empty());
    assert!(m.chip_key(0, "Delete").is_empty());
    assert!(m.key("Backspace").is_empty());
    assert_eq!(m.c.value, json!(["ber"]));
}

#[test]
fn object_values_fire_the_option_object() {
    let mut m = multi(tags(json!({"object": true})), cities());
    m.key("ArrowDown");
    m.key("Enter");
    assert_eq!(m.c.value, json!([{"value": "ber", "label": "Berlin"}]));
    assert_eq!(
        m.fired(),
        [
            Fired::Open,
            Fired::Select(json!({"value": "ber", "label": "Berlin"}))
        ]
    );
    // hideSelected reads the object's value.
    assert_eq!(m.shown(), ["Paris", "Rome", "Vienna"]);
}

#[test]
fn clear_empties_the_list() {
    let mut m = multi(tags(json!({"default": ["ber"]})), cities());
    m.send(Event::Clear);
    assert_eq!(m.c.value, json!([]));
}

#[test]
fn the_collapsed_label_and_announcements_in_english_and_german() {
    let select = &multi(
        json!({"type": "multiselect", "multipleLabelMultiple": ":x: cities"}),
        cities(),
    )
    .c
    .select;
    let own = select.multi.as_ref().unwrap();
    assert_eq!(
        multiple_label(own, 3, "en", "en").as_deref(),
        Some("3 cities")
    );
    assert_eq!(
        multiple_label(own, 1, "en", "en").as_deref(),
        Some("1 option selected")
    );
    // Empty custom labels are the reference's `multipleLabelSingle || locale`: the locale's.
    let blank = &multi(
        json!({"type": "multiselect", "multipleLabelSingle": "", "multipleLabelMultiple": ""}),
        cities(),
    )
    .c
    .select;
    let blank = blank.multi.as_ref().unwrap();
    assert_eq!(
        multiple_label(blank, 1, "en", "en").as_deref(),
        Some("1 option selected")
    );
    assert_eq!(
        multiple_label(blank, 3, "en", "en").as_deref(),
        Some("3 options selected")
    );
    let plain =
        yewform_core::schema::MultiOptions::new(yewform_core::schema::MultiMode::Multiselect);
    assert_eq!(
        multiple_label(&plain, 5, "en", "en").as_deref(),
        Some("5 options selected")
    );
    if cfg!(feature = "locale-de") {
        assert_eq!(
            multiple_label(&plain, 5, "de", "en").as_deref(),
            Some("5 Optionen ausgewählt")
        );
        assert_eq!(
            multiple_label(&plain, 1, "de", "en").as_deref(),
            Some("1 Option ausgewählt")
        );
        let a = Announcement {
            label: "Berlin".into(),
            added: true,
            count: 3,
        };
        assert_eq!(a.text("de", "en"), "Berlin hinzugefügt, 3 ausgewählt");
        assert_eq!(
            yewform_core::combobox::multi::remove_label("Berlin", "de", "en"),
            "Berlin entfernen"
        );
    }
    let a = Announcement {
        label: "Berlin".into(),
        added: false,
        count: 2,
    };
    assert_eq!(a.text("en", "en"), "Berlin removed, 2 selected");
}

#[test]
fn a_thousand_chips_are_looked_up_through_one_index() {
    // 100,000 options, 1,000 chosen: the selection answers per row from a set.
    let items: Vec<Value> = (0..100_000).map(|i| json!(format!("v{i}"))).collect();
    let chosen: Vec<Value> = (0..1000).map(|i| json!(format!("v{}", i * 7))).collect();
    let m = multi(
        json!({"type": "tags", "default": chosen}),
        Value::Array(items),
    );
    let items = m.c.items();
    let index = ValueIndex::new(&items);
    let selection = Selection::new(&index, &m.c.value, &m.c.select);
    assert_eq!(selection.count, 1000);
    assert!(selection.contains(7) && selection.contains(6993) && !selection.contains(8));
    let rows = m.rows();
    assert_eq!(rows.len(), 99_000, "hideSelected");
}

fn cities_by_country() -> Value {
    json!([
        {"label": "Austria", "items": ["Vienna", "Graz"]},
        {"label": "Germany", "items": ["Berlin", "Gross-Gerau"]}
    ])
}

#[test]
fn typing_points_the_first_selectable_option_not_a_group_header() {
    let mut m = multi(
        json!({"type": "multiselect", "native": false, "search": true, "groups": true}),
        cities_by_country(),
    );
    m.send(Event::Input("Gr".into()));
    // The rows are the header Austria, Graz, the header Germany, Gross-Gerau.
    assert_eq!(m.c.pointed().as_deref(), Some("Graz"));
    m.key("Enter");
    assert_eq!(m.c.value, json!(["Graz"]));
}

#[test]
fn typing_skips_a_disabled_first_match() {
    let mut m = multi(
        tags(json!({})),
        json!([
            {"value": "rom", "label": "Rome", "disabled": true},
            {"value": "rot", "label": "Rotterdam"}
        ]),
    );
    m.send(Event::Input("Ro".into()));
    assert_eq!(m.c.pointed().as_deref(), Some("Rotterdam"));
    m.key("Enter");
    assert_eq!(m.c.value, json!(["rot"]));
}

#[test]
fn with_create_enter_creates_text_no_option_equals_instead_of_a_partial_match() {
    let mut m = multi(tags(json!({"create": true})), json!(["rust", "yew"]));
    m.send(Event::Input("ru".into()));
    m.key("Enter");
    assert_eq!(m.c.value, json!(["ru"]));
    assert!(m.fired().contains(&Fired::Tag("ru".into())));
}

#[test]
fn with_create_text_naming_an_option_in_another_case_chooses_it() {
    let mut m = multi(
        tags(json!({"create": true, "addOptionOn": ["enter", ","]})),
        json!(["rust", "yew"]),
    );
    m.send(Event::Input("Rust".into()));
    m.key(",");
    assert_eq!(m.c.value, json!(["rust"]));
    m.send(Event::Input("YEW".into()));
    m.key("Enter");
    assert_eq!(m.c.value, json!(["rust", "yew"]));
    let fired = m.fired();
    assert!(
        !fired.iter().any(|f| matches!(f, Fired::Tag(_))),
        "{fired:?}"
    );
    assert_eq!(m.c.items().len(), 2, "nothing created");
}

#[test]
fn limit_counts_the_options_left_after_hide_selected() {
    let m = multi(
        tags(json!({"limit": 2, "default": ["a"]})),
        json!(["a", "b", "c", "d"]),
    );
    assert_eq!(m.shown(), ["b", "c"]);
    let grouped = multi(
        json!({"type": "multiselect", "native": false, "groups": true, "limit": 2, "default": ["a1"]}),
        json!([
            {"label": "A", "items": ["a1", "a2"]},
            {"label": "B", "items": ["b1", "b2"]}
        ]),
    );
    assert_eq!(grouped.shown(), ["a2", "b1"]);
    assert_eq!(grouped.rows().len(), 4, "both headers: A, a2, B, b1");
}

#[test]
fn limit_zero_is_no_limit() {
    let m = multi(tags(json!({"limit": 0})), json!(["a", "b", "c"]));
    assert_eq!(m.shown(), ["a", "b", "c"]);
}

#[test]
fn leaving_the_field_clears_the_typed_search_of_a_multi_value_list() {
    for entry in [
        tags(json!({"default": ["ber", "par"]})),
        json!({"type": "multiselect", "native": false, "search": true, "default": ["ber", "par"]}),
    ] {
        let mut m = multi(entry, cities());
        m.send(Event::Input("xy".into()));
        m.fired();
        m.send(Event::FocusOut);
        assert_eq!(m.c.state.search, "");
        assert_eq!(
            m.fired(),
            [Fired::Close, Fired::SearchChange(Some(String::new()))]
        );
        assert_eq!(m.c.value, json!(["ber", "par"]));
        // Leaving with no text fires no search-change.
        m.send(Event::FocusOut);
        assert_eq!(m.fired(), []);
    }
}

#[test]
fn leaving_with_blur_in_add_option_on_creates_then_clears() {
    let mut m = multi(
        tags(json!({"create": true, "addOptionOn": ["blur"]})),
        cities(),
    );
    m.send(Event::Input("Oslo".into()));
    m.fired();
    m.send(Event::FocusOut);
    assert_eq!(m.c.value, json!(["Oslo"]));
    assert_eq!(m.c.state.search, "");
    let fired = m.fired();
    assert_eq!(
        fired
            .iter()
            .filter(|f| matches!(f, Fired::SearchChange(Some(t)) if t.is_empty()))
            .count(),
        1,
        "{fired:?}"
    );
}

#[test]
fn a_native_pick_past_max_keeps_the_earlier_choices() {
    use yewform_core::combobox::multi::native_pick;
    let m = multi(
        json!({"type": "multiselect", "max": 2, "default": ["par"]}),
        cities(),
    );
    // The list box now has Berlin, Paris and Vienna selected (option order).
    let picked = vec![(0, json!("ber")), (1, json!("par")), (3, json!("vie"))];
    let kept = native_pick(&m.c.select, &m.c.value, picked);
    assert_eq!(kept, [(0, json!("ber")), (1, json!("par"))]);
    // Without max every pick is kept.
    let m = multi(json!({"type": "multiselect", "default": ["par"]}), cities());
    let picked = vec![(0, json!("ber")), (1, json!("par")), (3, json!("vie"))];
    assert_eq!(native_pick(&m.c.select, &m.c.value, picked.clone()), picked);
}

#[test]
fn sixty_four_bit_ids_stay_apart() {
    use yewform_core::combobox::multi::list_value;
    let (a, b) = (1_234_567_890_123_456_789_u64, 1_234_567_890_123_456_790_u64);
    assert_eq!(list_value(json!([a, b])), json!([a, b]));
    assert_eq!(list_value(json!([1, 1.0, -0.0, 0])), json!([1, -0.0]));
    // The second option is chosen, not the first.
    let items = json!([{"value": a, "label": "A"}, {"value": b, "label": "B"}]);
    let m = multi(tags(json!({"hideSelected": true, "default": [b]})), items);
    assert_eq!(m.shown(), ["A"]);
}

fn europe_asia() -> Value {
    json!([
        {"label": "Europe", "items": [
            {"value": "ber", "label": "Berlin"},
            {"value": "rom", "label": "Rome", "disabled": true},
            {"value": "vie", "label": "Vienna"}
        ]},
        {"label": "Asia", "items": ["Tokyo"]}
    ])
}

#[test]
fn with_group_select_the_keys_point_group_headers_and_enter_selects_the_group() {
    let mut m = multi(
        json!({"type": "multiselect", "native": false, "groups": true, "hideSelected": false}),
        europe_asia(),
    );
    m.key("ArrowDown");
    assert_eq!(m.c.state.pointer, Some(0), "the Europe header");
    m.key("Enter");
    assert_eq!(m.c.value, json!(["ber", "vie"]));
    m.key("Enter");
    assert_eq!(m.c.value, json!([]), "all chosen: Enter removes them");
    // Down past Berlin, Rome (disabled, skipped) and Vienna: the Asia header.
    m.key("ArrowDown");
    m.key("ArrowDown");
    m.key("ArrowDown");
    assert_eq!(m.c.state.pointer, Some(4));
    // Tab never adds in a multi-value list, a group neither.
    m.key("Tab");
    assert_eq!(m.c.value, json!([]));
}

#[test]
fn without_group_select_or_in_a_single_select_the_keys_skip_headers() {
    let mut m = multi(
        json!({"type": "multiselect", "native": false, "groups": true, "groupSelect": false}),
        europe_asia(),
    );
    m.key("ArrowDown");
    assert_eq!(m.c.pointed().as_deref(), Some("Berlin"));
    let mut c = combobox_support::combo(
        json!({"type": "select", "native": false, "groups": true}),
        europe_asia(),
    );
    c.key("ArrowDown");
    assert_eq!(c.pointed().as_deref(), Some("Berlin"));
}

/// A group header's press closes the list with `closeOnSelect` whether it chose or removed
/// its options, as the reference's `handleGroupClick` (audit 3: a removal kept it open).
#[test]
fn a_group_press_closes_with_close_on_select_also_when_it_removes() {
    let groups = json!([{"label": "Europe", "items": ["ber", "vie"]}]);
    let mut m = multi(
        json!({"type": "multiselect", "native": false, "groups": true, "hideSelected": false,
               "closeOnSelect": true, "default": ["ber", "vie"]}),
        groups,
    );
    m.key("ArrowDown");
    assert!(m.c.state.open);
    m.send(Event::Press(0));
    assert_eq!(m.c.value, json!([]));
    assert!(!m.c.state.open, "closed");
    assert_eq!(m.fired().last(), Some(&Fired::Close));
}

/// A disabled option's chip is fixed (no remove button, nothing to focus): after a removal
/// the focus goes to a removable neighbour or the input, never to the fixed chip (audit 6
/// #1: `FocusChip(0)` named Rome, which has no button, and the focus fell to the body).
#[test]
fn after_a_removal_the_focus_skips_fixed_chips() {
    let mut m = multi(
        tags(json!({"default": ["rom", "ber"], "allowAbsent": true})),
        cities(),
    );
    m.chip_focus = Some(1);
    m.chip_key(1, "Backspace");
    assert_eq!(m.c.value, json!(["rom"]));
    assert_eq!(m.chip_focus, None, "Rome has no button: the input");
    let mut m = multi(tags(json!({"default": ["ber", "rom", "par"]})), cities());
    m.send(Event::Remove(0));
    assert_eq!(m.c.value, json!(["rom", "par"]));
    assert_eq!(m.chip_focus, Some(1), "Paris, past Rome");
    let mut m = multi(tags(json!({"default": ["ber", "rom", "par"]})), cities());
    m.chip_key(2, "Backspace");
    assert_eq!(m.chip_focus, Some(0), "Berlin, before Rome");
}

/// The arrows skip fixed chips, and ArrowLeft from the input reaches the last removable
/// chip (audit 6 #1: they stopped at a fixed chip, which has no button).
#[test]
fn the_arrows_skip_fixed_chips() {
    let mut m = multi(tags(json!({"default": ["ber", "rom", "par"]})), cities());
    m.chip_key(2, "ArrowLeft");
    assert_eq!(m.chip_focus, Some(0), "skips Rome");
    m.chip_key(0, "ArrowLeft");
    assert_eq!(m.chip_focus, Some(0), "stays on the first removable chip");
    m.chip_key(0, "ArrowRight");
    assert_eq!(m.chip_focus, Some(2), "skips Rome");
    let mut m = multi(tags(json!({"default": ["ber", "rom"]})), cities());
    assert_eq!(
        m.key("ArrowLeft"),
        [Effect::FocusChip(0), Effect::PreventDefault]
    );
    m.chip_key(0, "ArrowRight");
    assert_eq!(
        m.chip_focus, None,
        "no removable chip right of Berlin: the input"
    );
    let mut m = multi(tags(json!({"default": ["rom"]})), cities());
    assert!(
        !m.key("ArrowLeft")
            .iter()
            .any(|e| matches!(e, Effect::FocusChip(_))),
        "only a fixed chip: nothing to reach"
    );
}

/// `showOptions: false` never opens the list: typing, a click and the arrows leave it
/// closed and fire no `open` (so no "No options found" is shown or announced, and
/// `aria-expanded` stays false); Enter still creates (audit 6 #2).
#[test]
fn show_options_false_never_opens_the_list() {
    let mut m = multi(
        tags(json!({"create": true, "showOptions": false})),
        json!(["a"]),
    );
    m.send(Event::Input("x".into()));
    assert!(!m.c.state.open, "typing");
    m.send(Event::Toggle);
    assert!(!m.c.state.open, "a click");
    m.key("ArrowDown");
    assert!(!m.c.state.open, "ArrowDown");
    m.key("Enter");
    assert_eq!(m.c.value, json!(["x"]));
    assert!(!m.c.state.open);
    let fired = m.fired();
    assert!(
        !fired
            .iter()
            .any(|f| matches!(f, Fired::Open | Fired::Close)),
        "{fired:?}"
    );
    assert!(fired.contains(&Fired::Tag("x".into())));
}

/// After Enter picks the last option of a group (`hideSelected`), the pointer moves on to
/// the next option, never to the next group's header: a second Enter adds that option,
/// not the whole group, and `aria-activedescendant` never names a `role=presentation`
/// header without `groupSelect` (audit 6 #5).
#[test]
fn after_a_pick_the_pointer_skips_the_next_group_header() {
    for group_select in [true, false] {
        let mut m = multi(
            json!({"type": "multiselect", "native": false, "groups": true,
                   "groupSelect": group_select}),
            cities_by_country(),
        );
        while m.c.pointed().as_deref() != Some("Graz") {
            m.key("ArrowDown");
        }
        m.key("Enter");
        assert_eq!(m.c.value, json!(["Graz"]));
        let pointer = m.c.state.pointer.expect("pointed");
        let Row::Option { index, .. } = m.rows()[pointer] else {
            panic!("groupSelect {group_select}: {:?}", m.rows()[pointer]);
        };
        assert_eq!(m.c.items().option(index).unwrap().label, "Berlin");
        m.key("Enter");
        assert_eq!(m.c.value, json!(["Graz", "Berlin"]), "not the group");
    }
}

/// With `groupHideEmpty` the emptied group's header goes too: the pointer still names the
/// next option.
#[test]
fn after_a_pick_emptying_a_hidden_group_the_pointer_names_the_next_option() {
    let mut m = multi(
        json!({"type": "multiselect", "native": false, "groups": true,
               "groupHideEmpty": true, "groupSelect": false}),
        json!([{"label": "A", "items": ["a1"]}, {"label": "B", "items": ["b1", "b2"]}]),
    );
    m.key("ArrowDown");
    m.key("Enter");
    assert_eq!(m.c.value, json!(["a1"]));
    m.key("Enter");
    assert_eq!(m.c.value, json!(["a1", "b1"]));
}

/// Creating at `max`, or text naming a chosen or disabled option, adds nothing and keeps
/// the typed text (no `search-change`), as the reference returns before clearing the search
/// (audit 6 #6: the text was wiped).
#[test]
fn a_refused_creation_keeps_the_typed_text() {
    for (entry, text) in [
        (
            tags(json!({"create": true, "max": 1, "default": ["ber"]})),
            "new",
        ),
        (tags(json!({"create": true, "default": ["ber"]})), "Berlin"),
        (tags(json!({"create": true})), "Rome"),
        (
            tags(
                json!({"create": true, "appendNewOption": false, "default": ["mine"], "allowAbsent": true}),
            ),
            "mine",
        ),
    ] {
        let mut m = multi(entry, cities());
        let before = m.c.value.clone();
        m.send(Event::Input(text.into()));
        m.c.state.pointer = None;
        m.fired();
        m.key("Enter");
        assert_eq!(m.c.value, before, "{text}");
        assert_eq!(m.c.state.search, text);
        assert!(
            !m.fired()
                .contains(&Fired::SearchChange(Some(String::new()))),
            "{text}: no search-change"
        );
    }
}

/// Audit 10 #2: Tab listed in `addOptionOn` while typing pointed a partial match: the text
/// was lost (nothing added, the search emptied on leaving). Tab listed does what Enter
/// listed does: text naming no option creates it, text naming one adds it.
#[test]
fn tab_in_add_option_on_creates_or_adds_while_a_partial_match_is_listed() {
    let mut m = multi(
        tags(json!({"create": true, "search": true, "addOptionOn": ["tab"]})),
        cities(),
    );
    m.send(Event::Input("Berl".into()));
    assert!(m.c.state.open);
    m.key("Tab");
    assert_eq!(m.c.value, json!(["Berl"]));
    assert!(m.fired().contains(&Fired::Tag("Berl".into())));
    let mut m = multi(
        tags(json!({"create": true, "search": true, "addOptionOn": ["enter", "tab"]})),
        cities(),
    );
    m.send(Event::Input("berlin".into()));
    m.key("Tab");
    assert_eq!(m.c.value, json!(["ber"]));
    // An option the user pointed with the arrows is the one Tab adds.
    let mut m = multi(
        tags(json!({"create": true, "search": true, "addOptionOn": ["tab"]})),
        cities(),
    );
    m.send(Event::Input("Berl".into()));
    m.key("ArrowDown");
    m.key("Tab");
    assert_eq!(m.c.value, json!(["ber"]));
}

/// Audit 29-B F1: a chip removed while the list is open brings its option's row back
/// (`hideSelected`); the highlight stays on the option it was on (never another row at the
/// same index, never a disabled option), so the next Enter adds what the user pointed at.
#[test]
fn removing_a_chip_while_the_list_is_open_keeps_the_highlight_on_its_option() {
    // Backspace and Delete in the empty search.
    for key in ["Backspace", "Delete"] {
        let mut m = multi(tags(json!({"default": ["ber"]})), cities());
        m.key("ArrowDown"); // opens: Paris
        m.key("ArrowDown"); // Vienna (Rome is disabled)
        assert_eq!(m.pointed().as_deref(), Some("Vienna"));
        m.key(key);
        assert_eq!(m.c.value, json!([]), "{key}");
        assert_eq!(m.shown(), ["Berlin", "Paris", "Rome", "Vienna"]);
        assert_eq!(m.pointed().as_deref(), Some("Vienna"), "{key}");
        m.key("Enter");
        assert_eq!(
            m.c.value,
            json!(["vie"]),
            "{key}: Enter adds the highlighted option"
        );
    }
    // A chip's remove button, and Backspace / Delete on a focused chip.
    for how in ["button", "Backspace", "Delete"] {
        let mut m = multi(tags(json!({"default": ["ber", "par"]})), cities());
        m.key("ArrowDown"); // opens: Vienna (Rome is disabled)
        assert_eq!(m.pointed().as_deref(), Some("Vienna"));
        if how == "button" {
            m.send(Event::Remove(0));
        } else {
            m.chip_key(0, how);
        }
        assert_eq!(m.c.value, json!(["par"]), "{how}");
        assert_eq!(m.pointed().as_deref(), Some("Vienna"), "{how}");
        m.key("Enter");
        assert_eq!(m.c.value, json!(["par", "vie"]), "{how}");
    }
    // The list above the field: the rows are reversed, the removed row comes back below.
    let mut m = multi(tags(json!({"default": ["vie"]})), cities());
    m.c.reversed = true;
    m.key("ArrowUp"); // opens
    assert_eq!(m.shown(), ["Rome", "Paris", "Berlin"]);
    m.key("ArrowDown");
    m.key("ArrowDown");
    assert_eq!(m.pointed().as_deref(), Some("Berlin"));
    m.key("Backspace");
    assert_eq!(m.shown(), ["Vienna", "Rome", "Paris", "Berlin"]);
    assert_eq!(m.pointed().as_deref(), Some("Berlin"));
    m.key("Enter");
    assert_eq!(m.c.value, json!(["ber"]));
}

/// Audit 29-B F1: the clear button brings every chosen row back; the highlight stays on
/// its option.
#[test]
fn the_clear_button_keeps_the_highlight_on_its_option() {
    let mut m = multi(tags(json!({"default": ["ber", "par"]})), cities());
    m.key("ArrowDown");
    assert_eq!(m.pointed().as_deref(), Some("Vienna"));
    m.send(Event::Clear);
    assert_eq!(m.c.value, json!([]));
    assert_eq!(m.shown(), ["Berlin", "Paris", "Rome", "Vienna"]);
    assert_eq!(m.pointed().as_deref(), Some("Vienna"));
    m.key("Enter");
    assert_eq!(m.c.value, json!(["vie"]));
}

/// Audit 29-B F2: `limit` in a list shown above the field keeps the best matches (the
/// first `limit` left after `hideSelected`), shown reversed; Enter after typing adds the
/// best match, nearest the field.
#[test]
fn limit_above_the_field_keeps_the_best_matches() {
    let items = json!(["o1", "o2", "o3", "o4", "o5", "o6"]);
    let mut m = multi(
        tags(json!({"limit": 3, "openDirection": "top"})),
        items.clone(),
    );
    assert_eq!(m.shown(), ["o1", "o2", "o3"]);
    m.c.reversed = true;
    assert_eq!(m.shown(), ["o3", "o2", "o1"]);
    m.send(Event::Input("o".into()));
    assert_eq!(m.shown(), ["o3", "o2", "o1"]);
    assert_eq!(m.pointed().as_deref(), Some("o1"));
    m.key("Enter");
    assert_eq!(
        m.c.value,
        json!(["o1"]),
        "the best match, as below the field"
    );
    // hideSelected: o1 chosen, the limit counts the options left.
    assert_eq!(m.shown(), ["o4", "o3", "o2"]);
}

/// Audit 29-B F3: a grouped list shown above the field keeps every group header with its
/// options while searching (reversed after the empty groups are left out).
#[test]
fn group_headers_above_the_field_stay_with_their_options_while_searching() {
    let items = json!([{"label": "A", "items": ["xa1"]}, {"label": "B", "items": ["xb1", "xb2"]}]);
    let mut m = multi(
        json!({"type": "tags", "search": true, "groups": true}),
        items.clone(),
    );
    m.send(Event::Input("x".into()));
    assert_eq!(m.labels(), ["<A>", "xa1", "<B>", "xb1", "xb2"]);
    m.c.reversed = true;
    assert_eq!(m.labels(), ["xb2", "xb1", "<B>", "xa1", "<A>"]);
    // hideSelected empties group A: its header goes, B's stays.
    let mut m = multi(
        json!({"type": "tags", "search": true, "groups": true, "default": ["xa1"]}),
        items,
    );
    m.send(Event::Input("x".into()));
    assert_eq!(m.labels(), ["<B>", "xb1", "xb2"]);
    m.c.reversed = true;
    assert_eq!(m.labels(), ["xb2", "xb1", "<B>"]);
}
