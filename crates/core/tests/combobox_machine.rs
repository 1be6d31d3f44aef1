//! The combobox machine (`yewform_core::combobox::send`): opening, closing, committing,
//! deselecting, `closeOnSelect` / `closeOnDeselect`, `canDeselect`, `object` and groups,
//! each DOM event in and the effects out, in order (as `tests/browser_dropdown.rs` sees them
//! through the DOM).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

mod combobox_support;

use combobox_support::{combo, countries};
use serde_json::{Value, json};
use yewform_core::combobox::{Effect, Event, Fired};

fn dropdown() -> serde_json::Value {
    json!({"type": "select", "native": false})
}

#[test]
fn arrows_move_without_committing_and_enter_commits_and_closes() {
    let mut c = combo(dropdown(), countries());
    c.key("ArrowDown");
    assert!(c.state.open);
    assert_eq!(c.pointed().as_deref(), Some("Germany"));
    c.key("ArrowDown"); // skips the disabled Denmark
    c.key("ArrowDown");
    assert_eq!(c.pointed().as_deref(), Some("Finland"));
    assert_eq!(c.value, Value::Null, "navigation never commits");
    let effects = c.key("Enter").to_vec();
    assert_eq!(
        effects,
        [
            Effect::PreventDefault,
            Effect::Fire(Fired::Select(json!({"value": "fi", "label": "Finland"}))),
            Effect::Fire(Fired::Close),
            // The value (and so the element's `change`) last, as the reference's.
            Effect::SetValue(json!("fi")),
        ]
    );
    assert!(!c.state.open, "closeOnSelect");
    assert_eq!(c.take_fired(), ["open", "select", "close"]);
    // Reopening points at the value; Escape closes and keeps it.
    c.key("ArrowDown");
    assert_eq!(c.pointed().as_deref(), Some("Finland"));
    assert!(
        c.key("Escape").contains(&Effect::StopPropagation),
        "the Escape that closes the list does not reach a dialog around the form"
    );
    assert!(!c.state.open);
    assert_eq!(c.value, json!("fi"));
    assert_eq!(c.take_fired(), ["open", "close"]);
}

#[test]
fn tab_commits_the_pointed_option_and_fires_close_once() {
    let mut c = combo(dropdown(), countries());
    c.key("ArrowDown");
    c.key("ArrowDown");
    c.key("Tab");
    assert_eq!(c.value, json!("fr"));
    assert!(!c.state.open);
    assert_eq!(c.take_fired(), ["open", "select", "close"]);
}

#[test]
fn tab_on_the_selected_option_keeps_the_value_and_moves_on() {
    // Opening points at the current value; Tab sets the pointed option as the value (APG) and
    // never deselects it, whatever canDeselect says: tabbing through a form must not empty it.
    let mut c = combo(
        json!({"type": "select", "native": false, "default": "de"}),
        countries(),
    );
    c.key("ArrowDown");
    assert_eq!(c.pointed().as_deref(), Some("Germany"));
    c.key("Tab");
    assert_eq!(c.value, json!("de"), "Tab does not deselect");
    assert!(!c.state.open);
    assert_eq!(c.take_fired(), ["open", "close"]);
}

#[test]
fn close_on_select_false_keeps_the_list_open() {
    let mut c = combo(
        json!({"type": "select", "native": false, "closeOnSelect": false}),
        countries(),
    );
    c.key("ArrowDown");
    c.key("Enter");
    assert_eq!(c.value, json!("de"));
    assert!(c.state.open);
    assert_eq!(c.take_fired(), ["open", "select"]);
}

#[test]
fn pressing_the_selected_option_deselects_it_and_close_on_deselect_decides_the_list() {
    // A pointer press (not a key: Enter and Space accept it, see below).
    let mut c = combo(
        json!({"type": "select", "native": false, "default": "de"}),
        countries(),
    );
    c.key("ArrowDown");
    assert_eq!(c.pointed().as_deref(), Some("Germany"));
    c.send(Event::Press(0));
    assert_eq!(c.value, Value::Null, "canDeselect (default)");
    assert!(c.state.open, "closeOnDeselect is false by default");
    assert_eq!(c.take_fired(), ["open", "deselect"]);

    let mut c = combo(
        json!({"type": "select", "native": false, "default": "de", "closeOnDeselect": true}),
        countries(),
    );
    c.key("ArrowDown");
    c.send(Event::Press(0));
    assert_eq!(c.value, Value::Null);
    assert!(!c.state.open);
    assert_eq!(c.take_fired(), ["open", "deselect", "close"]);
}

#[test]
fn without_can_deselect_a_press_on_the_selected_option_keeps_it() {
    let mut c = combo(
        json!({"type": "select", "native": false, "default": "de", "canDeselect": false}),
        countries(),
    );
    c.key("ArrowDown");
    let effects = c.send(Event::Press(0)).to_vec();
    assert!(effects.is_empty(), "no value event: {effects:?}");
    assert_eq!(c.value, json!("de"));
    assert!(c.state.open);
    // With closeOnDeselect the list closes, still without a value event.
    let mut c = combo(
        json!({"type": "select", "native": false, "default": "de", "canDeselect": false, "closeOnDeselect": true}),
        countries(),
    );
    c.key("ArrowDown");
    c.send(Event::Press(0));
    assert_eq!(c.value, json!("de"));
    assert!(!c.state.open);
    assert_eq!(c.take_fired(), ["open", "close"]);
}

#[test]
fn alt_arrow_up_sets_the_pointed_option_and_never_deselects() {
    let mut c = combo(
        json!({"type": "select", "native": false, "default": "fi"}),
        countries(),
    );
    c.key("ArrowDown");
    assert_eq!(c.pointed().as_deref(), Some("Finland"));
    c.alt_key("ArrowUp");
    assert!(!c.state.open);
    assert_eq!(c.value, json!("fi"), "no deselect");
    assert_eq!(c.take_fired(), ["open", "close"]);
    c.key("ArrowDown");
    c.key("ArrowDown");
    assert_eq!(c.pointed().as_deref(), Some("Zambia"));
    c.alt_key("ArrowUp");
    assert_eq!(c.value, json!("za"));
    assert_eq!(c.take_fired(), ["open", "select", "close"], "one close");
}

#[test]
fn a_press_on_an_option_commits_it_and_a_press_on_a_disabled_one_does_nothing() {
    let mut c = combo(dropdown(), countries());
    c.send(Event::Toggle);
    assert!(c.state.open);
    assert_eq!(c.state.pointer, Some(0));
    c.send(Event::Press(1)); // Denmark, disabled
    assert_eq!(c.value, Value::Null);
    assert!(c.state.open);
    c.send(Event::Press(2));
    assert_eq!(c.value, json!("fr"));
    assert!(!c.state.open);
    assert_eq!(c.take_fired(), ["open", "select", "close"]);
    // A press on the selected option deselects it.
    c.send(Event::Toggle);
    assert_eq!(c.state.pointer, Some(2), "opens at the value");
    c.send(Event::Press(2));
    assert_eq!(c.value, Value::Null);
    assert_eq!(c.take_fired(), ["open", "deselect"]);
}

#[test]
fn a_click_toggles_the_list_unless_disabled() {
    let mut c = combo(dropdown(), countries());
    c.send(Event::Toggle);
    c.send(Event::Toggle);
    assert!(!c.state.open);
    assert_eq!(c.take_fired(), ["open", "close"]);
    c.disabled = true;
    assert!(c.send(Event::Toggle).is_empty());
    assert!(c.key("ArrowDown").is_empty());
    assert!(!c.state.open);
}

#[test]
fn object_values_are_matched_by_their_value_prop() {
    let mut c = combo(
        json!({"type": "select", "native": false, "object": true}),
        countries(),
    );
    c.key("ArrowDown");
    c.key("Enter");
    assert_eq!(c.value, json!({"value": "de", "label": "Germany"}));
    assert_eq!(c.label().as_deref(), Some("Germany"));
    c.key("ArrowDown");
    assert_eq!(
        c.pointed().as_deref(),
        Some("Germany"),
        "the object's option"
    );
    c.send(Event::Press(0));
    assert_eq!(c.value, Value::Null, "deselected by its value");
    assert_eq!(
        c.take_fired(),
        ["open", "select", "close", "open", "deselect"]
    );
}

#[test]
fn groups_skip_their_labels_and_disabled_groups() {
    let mut c = combo(
        json!({"type": "select", "native": false, "groups": true, "object": true}),
        json!([
            {"label": "Nordic", "items": [{"value": "fi", "label": "Finland"}]},
            {"label": "South", "items": [{"value": "es", "label": "España"}], "disabled": true}
        ]),
    );
    c.key("ArrowDown");
    assert_eq!(c.state.pointer, Some(1), "row 0 is the group label");
    c.key("ArrowDown");
    assert_eq!(
        c.pointed().as_deref(),
        Some("Finland"),
        "España's group is disabled"
    );
    c.key("Enter");
    assert_eq!(c.value, json!({"value": "fi", "label": "Finland"}));
    c.key("ArrowDown");
    c.send(Event::Press(0)); // the group label: nothing
    assert_eq!(c.value, json!({"value": "fi", "label": "Finland"}));
    assert!(c.state.open);
}

#[test]
fn an_emptied_search_is_reported_as_empty_text_however_it_was_emptied() {
    // The reference's `clearSearch()` sets the search to `''` and its watcher sends that, so
    // deleting the text, a pick and Escape all send the same `""`.
    let search_changes = |c: &combobox_support::Combo| -> Vec<Fired> {
        c.fired
            .iter()
            .filter(|f| matches!(f, Fired::SearchChange(_)))
            .cloned()
            .collect()
    };
    let emptied = Fired::SearchChange(Some(String::new()));

    // The user deletes the text.
    let mut c = combo(json!({"type": "select", "search": true}), countries());
    c.type_text("fr");
    c.type_text("");
    assert_eq!(search_changes(&c).last(), Some(&emptied));

    // A pick empties it.
    let mut c = combo(json!({"type": "select", "search": true}), countries());
    c.type_text("fr");
    c.key("Enter");
    assert_eq!(c.value, json!("fr"));
    assert_eq!(search_changes(&c).last(), Some(&emptied));

    // Escape (the second, on a closed list) empties it.
    let mut c = combo(json!({"type": "select", "search": true}), countries());
    c.type_text("fr");
    c.key("Escape");
    c.key("Escape");
    assert_eq!(c.state.search, "");
    assert_eq!(search_changes(&c).last(), Some(&emptied));
    assert!(
        !c.fired.contains(&Fired::SearchChange(None)),
        "{:?}",
        c.fired
    );
}

#[test]
fn typing_opens_the_list_points_at_the_first_row_and_fires_search_change() {
    let mut c = combo(json!({"type": "select", "search": true}), countries());
    let effects = c.type_text("fr").to_vec();
    assert_eq!(
        effects,
        [
            Effect::Fire(Fired::Open),
            Effect::Fire(Fired::SearchChange(Some("fr".into())))
        ]
    );
    assert_eq!(c.pointed().as_deref(), Some("France"));
    c.type_text("f");
    assert_eq!(c.take_fired(), ["open", "search-change", "search-change"]);
    // Escape closes; a second Escape empties the search text.
    c.key("Escape");
    assert_eq!(c.state.search, "f");
    c.key("Escape");
    assert_eq!(c.state.search, "");
    assert_eq!(c.take_fired(), ["close", "search-change"]);
    assert_eq!(c.fired, []);
}

#[test]
fn committing_empties_the_search_text() {
    let mut c = combo(json!({"type": "select", "search": true}), countries());
    c.type_text("fin");
    c.key("Enter");
    assert_eq!(c.value, json!("fi"));
    assert_eq!(c.state.search, "");
    // The search text changed (to empty): a listener mirroring it hears so, as for the
    // multi-value kinds and Escape (audit 2).
    assert_eq!(
        c.take_fired(),
        ["open", "search-change", "select", "search-change", "close"]
    );
}

#[test]
fn the_clear_button_fires_clear_then_empties_the_search_and_the_value() {
    let mut c = combo(json!({"type": "select", "search": true}), countries());
    c.type_text("fin");
    c.key("Enter");
    c.take_fired();
    c.type_text("ger");
    c.take_fired();
    let effects = c.send(Event::Clear).to_vec();
    assert_eq!(c.value, Value::Null);
    assert_eq!(c.state.search, "");
    // `clear` before the value changes (the element's `clear()` fires `clear` then `change`,
    // so does the button), then the emptied search text.
    let clear = effects
        .iter()
        .position(|e| *e == Effect::Fire(Fired::Clear));
    let set = effects
        .iter()
        .position(|e| matches!(e, Effect::SetValue(_)));
    assert!(clear < set, "{effects:?}");
    assert_eq!(c.take_fired(), ["clear", "search-change"]);
    // Nothing typed: no search-change.
    c.send(Event::Clear);
    assert_eq!(c.take_fired(), ["clear"]);
}

/// Audit 29-B F1: the clear button empties the search text, so the rows it left out come
/// back: the highlight stays on the option it was on, not on the row at its index.
#[test]
fn the_clear_button_keeps_the_highlight_on_its_option() {
    let mut c = combo(json!({"type": "select", "search": true}), countries());
    c.type_text("fin");
    assert_eq!(c.pointed().as_deref(), Some("Finland"));
    c.send(Event::Clear);
    assert_eq!(c.state.search, "");
    assert_eq!(c.pointed().as_deref(), Some("Finland"));
    c.key("Enter");
    assert_eq!(c.value, json!("fi"));
}

#[test]
fn leaving_the_field_closes_the_list() {
    let mut c = combo(dropdown(), countries());
    c.key("ArrowDown");
    c.send(Event::FocusOut);
    assert!(!c.state.open);
    assert_eq!(c.take_fired(), ["open", "close"]);
    assert!(c.send(Event::FocusOut).is_empty(), "closed: no close event");
}

#[test]
fn a_flipped_list_keeps_the_pointed_option() {
    let mut c = combo(dropdown(), countries());
    c.key("ArrowDown");
    c.key("ArrowDown");
    assert_eq!(c.pointed().as_deref(), Some("France"));
    c.reversed = true; // the list opened above: rows mirrored
    assert_eq!(c.pointed().as_deref(), Some("France"));
    c.key("ArrowUp"); // upwards in the reversed list: towards Germany
    assert_eq!(c.pointed().as_deref(), Some("Finland"));
}

#[test]
fn typing_in_a_grouped_list_points_the_first_option_and_enter_picks_it() {
    let mut c = combo(
        json!({"type": "select", "search": true, "groups": true}),
        json!([
            {"label": "Austria", "items": ["Vienna", "Graz"]},
            {"label": "Germany", "items": ["Berlin"]}
        ]),
    );
    c.type_text("Gr");
    assert_eq!(c.pointed().as_deref(), Some("Graz"));
    c.key("Enter");
    assert_eq!(c.value, json!("Graz"));
}

#[test]
fn typing_into_a_list_shown_above_points_the_best_match_next_to_the_field() {
    let mut c = combo(json!({"type": "select", "search": true}), countries());
    c.reversed = true;
    c.type_text("f");
    // France and Finland match; shown reversed, France (the first match) is nearest.
    assert_eq!(c.pointed().as_deref(), Some("France"));
    c.key("Enter");
    assert_eq!(c.value, json!("fr"));
}

/// Any negative `limit` is no limit, in a schema too, as differences.md says and the
/// reference does (it cuts the list only when `limit > 0`).
#[test]
fn a_negative_limit_shows_every_option() {
    for limit in [-1, -5] {
        let mut c = combo(
            json!({"type": "select", "native": false, "limit": limit}),
            countries(),
        );
        c.key("ArrowDown");
        let items = c.items();
        assert_eq!(c.rows(&items).len(), 5, "limit {limit}");
    }
}

#[test]
fn limit_zero_shows_every_option() {
    let mut c = combo(
        json!({"type": "select", "native": false, "limit": 0}),
        countries(),
    );
    c.key("ArrowDown");
    let items = c.items();
    assert_eq!(c.rows(&items).len(), 5);
    let mut c = combo(
        json!({"type": "select", "native": false, "limit": 2}),
        countries(),
    );
    c.key("ArrowDown");
    let items = c.items();
    assert_eq!(c.rows(&items).len(), 2);
}

/// A click that opens the list points the first option it can, as ArrowDown and typing do: a
/// group label (or a disabled option) is no option to point (audit 3: row 0 was pointed, a
/// header, so `aria-activedescendant` named a non-option and Enter picked nothing).
#[test]
fn a_click_opens_the_list_at_the_first_option_not_a_group_label() {
    let mut c = combo(
        json!({"type": "select", "native": false, "groups": true}),
        json!([
            {"label": "Nordic", "items": ["Finland", "Norway"]},
            {"label": "South", "items": ["España"]}
        ]),
    );
    c.send(Event::Toggle);
    assert!(c.state.open);
    assert_eq!(c.state.pointer, Some(1), "row 0 is the group label");
    c.key("Enter");
    assert_eq!(c.value, json!("Finland"));
}

/// While a search text is typed, a group with no matching option is hidden whatever
/// `groupHideEmpty` says, as the reference's `filterGroups`; with no search, only
/// `groupHideEmpty` hides an empty group.
#[test]
fn a_search_hides_the_groups_with_no_match() {
    use yewform_core::items::Row;
    for hide_empty in [false, true] {
        let mut c = combo(
            json!({"type": "select", "search": true, "groups": true, "groupHideEmpty": hide_empty}),
            json!([
                {"label": "Nordic", "items": ["Finland"]},
                {"label": "Baltic", "items": ["Estonia"]},
                {"label": "Empty", "items": []}
            ]),
        );
        c.type_text("fin");
        let items = c.items();
        assert_eq!(
            c.rows(&items),
            [
                Row::Group {
                    group: 0,
                    disabled: false
                },
                Row::Option {
                    index: 0,
                    disabled: false
                }
            ],
            "groupHideEmpty {hide_empty}"
        );
        c.type_text("xyz");
        assert_eq!(c.rows(&items), [], "groupHideEmpty {hide_empty}");
        c.type_text("");
        let headers = c
            .rows(&items)
            .iter()
            .filter(|r| matches!(r, Row::Group { .. }))
            .count();
        assert_eq!(
            headers,
            if hide_empty { 2 } else { 3 },
            "no search: the empty group shows unless groupHideEmpty"
        );
    }
}

/// APG select-only combobox, open listbox: "Enter and Space: set the value to the focused
/// option, close". Reopening points the current value, so Enter or Space on it accepts it: the
/// value stays and the list closes (`closeOnSelect`), whatever `canDeselect` says. Only a
/// pointer press on it deselects (`canDeselect`, `closeOnDeselect`).
#[test]
fn enter_or_space_on_the_selected_option_keeps_it_and_closes() {
    for extra in [json!({}), json!({"canDeselect": false})] {
        for key in ["Enter", " "] {
            let mut entry = json!({"type": "select", "native": false, "default": "fr"});
            for (k, v) in extra.as_object().unwrap() {
                entry[k] = v.clone();
            }
            let mut c = combo(entry, countries());
            c.key("Enter");
            assert_eq!(c.pointed().as_deref(), Some("France"));
            c.key(key);
            assert_eq!(c.value, json!("fr"), "{extra} {key:?}: the value stays");
            assert!(!c.state.open, "{extra} {key:?}: the list closes");
            assert_eq!(c.take_fired(), ["open", "close"], "{extra} {key:?}");
        }
    }
    // `closeOnSelect: false` keeps the list open, and the value.
    let mut c = combo(
        json!({"type": "select", "native": false, "default": "fr", "closeOnSelect": false}),
        countries(),
    );
    c.key("ArrowDown");
    c.key("Enter");
    assert_eq!(c.value, json!("fr"));
    assert!(c.state.open);
    assert_eq!(c.take_fired(), ["open"]);
}

/// `Context::disabled`: keys and clicks do nothing, a press on a row and the clear button
/// included.
#[test]
fn a_disabled_select_ignores_presses_and_clear() {
    let mut c = combo(
        json!({"type": "select", "native": false, "default": "fr"}),
        countries(),
    );
    c.disabled = true;
    assert!(c.send(Event::Press(0)).is_empty(), "press");
    assert!(c.send(Event::Clear).is_empty(), "clear");
    assert_eq!(c.value, json!("fr"));
    assert!(c.take_fired().is_empty());
}
