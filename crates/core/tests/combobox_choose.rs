//! What choosing an option of a single select does (`@vueform/multiselect`'s
//! `handleOptionSelect`, mode `single`): select it, deselect it, or nothing, and whether the
//! list closes.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use yewform_core::combobox::{ChooseRules, Chosen, ValueChange, choose};

const DEFAULTS: ChooseRules = ChooseRules {
    can_deselect: true,
    close_on_select: true,
    close_on_deselect: false,
};

#[test]
fn an_option_that_is_not_selected_is_selected() {
    assert_eq!(
        choose(false, true, &DEFAULTS),
        Chosen {
            change: ValueChange::Select,
            close: true
        }
    );
    let open = ChooseRules {
        close_on_select: false,
        ..DEFAULTS
    };
    assert_eq!(
        choose(false, true, &open),
        Chosen {
            change: ValueChange::Select,
            close: false
        }
    );
    // Alt+ArrowUp sets the pointed option too.
    assert_eq!(choose(false, false, &DEFAULTS).change, ValueChange::Select);
}

#[test]
fn the_selected_option_is_deselected_with_can_deselect() {
    assert_eq!(
        choose(true, true, &DEFAULTS),
        Chosen {
            change: ValueChange::Deselect,
            close: false
        }
    );
    let closing = ChooseRules {
        close_on_deselect: true,
        ..DEFAULTS
    };
    assert_eq!(
        choose(true, true, &closing),
        Chosen {
            change: ValueChange::Deselect,
            close: true
        }
    );
}

#[test]
fn without_can_deselect_choosing_the_selected_option_changes_nothing() {
    let keep = ChooseRules {
        can_deselect: false,
        ..DEFAULTS
    };
    // No `select` again, no `deselect`, no `change`: and the list stays open
    // (`closeOnSelect` is not about this; only `closeOnDeselect` closes it).
    assert_eq!(
        choose(true, true, &keep),
        Chosen {
            change: ValueChange::Keep,
            close: false
        }
    );
    let closing = ChooseRules {
        close_on_deselect: true,
        ..keep
    };
    assert_eq!(
        choose(true, true, &closing),
        Chosen {
            change: ValueChange::Keep,
            close: true
        }
    );
}

#[test]
fn a_key_on_the_selected_option_keeps_it_and_closes_as_selecting() {
    // Enter, Space, Alt+ArrowUp or Tab (`toggle` off) accept the pointed option: never a
    // deselect, and the list closes as after selecting (`closeOnSelect`).
    for can_deselect in [true, false] {
        for close_on_select in [true, false] {
            let rules = ChooseRules {
                can_deselect,
                close_on_select,
                ..DEFAULTS
            };
            assert_eq!(
                choose(true, false, &rules),
                Chosen {
                    change: ValueChange::Keep,
                    close: close_on_select
                }
            );
        }
    }
}
