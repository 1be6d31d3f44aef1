//! [`admit`]: the one `allowAbsent` rule, for every way a value meets a select's options.

use serde_json::Value;

use super::list::OptionList;
use super::lookup::{Absent, cleanup, present as single_present};
use super::reload::LoadReason;
use crate::schema::SelectSchema;

/// How a select's value meets its options (what [`admit`] checks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueEntry {
    /// A load answered for this reason: its options clean up the value (never when they
    /// answer a search query, [`LoadReason::answers_query`]: a search's, or the first load's
    /// of a searched source; `clearOnRefetch` only after a `{path}` refetch, see
    /// [`LoadReason`]).
    Answer(LoadReason),
    /// The value (from the form's `load` or `update`, a default, a `reset()`) against the
    /// options shown; `every_option`: they list every option of the select's current source
    /// (a static list, or an answer that was not a search's nor a searched source's, to the
    /// URL the select has now: [`Loader::lists_every_option_at`](super::Loader::lists_every_option_at)). A search answer never drops it, nor does a select with
    /// `create` drop text (a created option lives in the dropdown only).
    Shown {
        /// The options list every option.
        every_option: bool,
    },
    /// Code sets the value (`update()`, `load()` on the element), or a schema `default`
    /// meets static items: a value that is not admitted is refused (a default keeps what
    /// is admitted of it). A select with `create` admits any text (the user could create
    /// it: [`creatable`](super::creatable)).
    Set,
}

/// What becomes of `value` when it meets the options `items` of `select` as `entry` says:
/// `None` when it stays (or, for [`ValueEntry::Set`], is accepted), or `Some(new_value)`:
/// what is left of it ([`cleanup_after_refetch`](super::cleanup_after_refetch): `null`, or the admitted items of a list).
///
/// `null`, a single `""` and a multi-value select's `[]` (no value, as the spec's `empty`
/// counts it) are always admitted (a single select's value is one option's value: a list,
/// `[]` too, is compared whole, and so is admitted only as any absent value is), anything with `allowAbsent`
/// and any text with `create` ([`creatable`](super::creatable): the user could create it;
/// never `null`, a number, a list or another object) everywhere but a `{path}` refetch with
/// `clearOnRefetch`, otherwise only an option's value (with `object`, an object whose
/// `valueProp` is one); of a list, the admitted items are kept. A checkbox or radio
/// group's ([`SelectSchema::choice_group`]) keeps absent values too, except after the answer
/// of a `{path}` refetch or `update_items()`, which drops those no item holds loosely.
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::{LoadReason, ValueEntry, admit, normalize, ItemOptions};
/// use yewform_core::schema::SelectSchema;
/// let items = normalize(&json!(["de", "fr"]), &ItemOptions::default()).unwrap();
/// let select = SelectSchema::default();
/// assert_eq!(admit(&select, &items, &json!("it"), ValueEntry::Set), Some(json!(null)));
/// assert_eq!(admit(&select, &items, &json!("it"), ValueEntry::Answer(LoadReason::Search)), None);
/// let absent = SelectSchema { allow_absent: true, ..SelectSchema::default() };
/// assert_eq!(admit(&absent, &items, &json!("it"), ValueEntry::Set), None);
/// ```
#[must_use]
pub fn admit(
    select: &SelectSchema,
    items: &dyn OptionList,
    value: &Value,
    entry: ValueEntry,
) -> Option<Value> {
    // A single select's value is one option's value (spec, value shape 1): a list is
    // compared whole, as any single value, the way the reference's `cleanupValue` compares
    // a single value (`["de"]` and `[]` are no option's value: `null`, unless `allowAbsent`).
    // A checkbox group's loader select is no multiselect but holds a list.
    let single_list = value.is_array() && !select.is_multi() && !select.choice_group;
    let clear = match entry {
        ValueEntry::Answer(reason)
            if !reason.cleans_up_value() || reason.answers_query(select.sends_search()) =>
        {
            return None;
        }
        ValueEntry::Answer(reason) => select.clear_on_refetch && reason.clears_on_refetch(),
        ValueEntry::Shown { every_option } if !every_option => return None,
        ValueEntry::Shown { .. } | ValueEntry::Set => false,
    };
    if single_list {
        return (clear
            || !(select.allow_absent
                || single_present(items, value, select.object, &select.value_prop)))
        .then_some(Value::Null);
    }
    if select.choice_group
        && !clear
        && matches!(
            entry,
            ValueEntry::Answer(LoadReason::Refetch | LoadReason::Update)
        )
    {
        return drop_loosely_absent(items, value);
    }
    // A created option lives in the dropdown only: a value no option holds is kept when the
    // user could have created it, wherever it comes from; a user creates text (`creatable`),
    // never `null`, a number, a list or another object.
    let absent = if select.allow_absent {
        Absent::Keep
    } else if select.create {
        Absent::KeepCreatable
    } else {
        Absent::Drop
    };
    cleanup(
        value,
        items,
        absent,
        clear,
        select.object,
        &select.value_prop,
    )
}

/// With `object: true`, what `value` becomes so that it is "the full option object" (spec,
/// value shape of the select 2) whatever way it came in: a value naming an option by
/// [`SelectSchema::value_key`] (a bare key an app loaded, or a stale or partial object) is
/// replaced by that option's object, as picking it gives ([`OptionList::as_object`]); of a
/// multi-value select's list, each item. `None` when nothing changes: `object` is off, the
/// value is that object already, or it names no option (then [`admit`] and `allowAbsent`
/// decide: a value no option holds is kept as given or dropped, never made an object).
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::{ItemOptions, normalize, option_objects};
/// use yewform_core::schema::SelectSchema;
/// let items = normalize(&json!([{"value": "a", "label": "Apple"}]), &ItemOptions::default()).unwrap();
/// let select = SelectSchema { object: true, ..SelectSchema::default() };
/// let apple = json!({"value": "a", "label": "Apple"});
/// assert_eq!(option_objects(&select, &items, &json!("a")), Some(apple.clone()));
/// assert_eq!(option_objects(&select, &items, &json!({"value": "a", "label": "Old"})), Some(apple.clone()));
/// assert_eq!(option_objects(&select, &items, &apple), None);
/// assert_eq!(option_objects(&select, &items, &json!("zz")), None);
/// ```
#[must_use]
pub fn option_objects(
    select: &SelectSchema,
    items: &dyn OptionList,
    value: &Value,
) -> Option<Value> {
    if !select.object || select.choice_group {
        return None;
    }
    let one = |v: &Value| -> Option<Value> {
        if v.is_null() {
            return None;
        }
        let at = items.position(select.value_key(v))?;
        let object = items.as_object(at, &select.value_prop, &select.label_prop)?;
        (object != *v).then_some(object)
    };
    match value {
        Value::Array(values) if select.is_multi() => {
            // Nothing is copied while every item is its option's object already.
            let mut objects: Option<Vec<Value>> = None;
            for (at, v) in values.iter().enumerate() {
                match (one(v), objects.as_mut()) {
                    (Some(object), Some(out)) => out.push(object),
                    (Some(object), None) => {
                        let mut out: Vec<Value> = values.iter().take(at).cloned().collect();
                        out.push(object);
                        objects = Some(out);
                    }
                    (None, Some(out)) => out.push(v.clone()),
                    (None, None) => {}
                }
            }
            objects.map(Value::Array)
        }
        single => one(single),
    }
}

/// A group's value after a refetch: `null` for a value no item holds loosely, or a list
/// without those entries; `None` when every value (or none) is held.
fn drop_loosely_absent(items: &dyn OptionList, value: &Value) -> Option<Value> {
    let held =
        |v: &Value| (0..items.len()).any(|i| items.value(i).is_some_and(|o| o.loosely_matches(v)));
    match value {
        Value::Null => None,
        Value::Array(values) => {
            let kept: Vec<Value> = values.iter().filter(|v| held(v)).cloned().collect();
            (kept.len() != values.len()).then_some(Value::Array(kept))
        }
        single => (!held(single)).then_some(Value::Null),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::items::{ItemOptions, normalize};

    fn items() -> crate::items::Items {
        normalize(&json!(["de", "fr"]), &ItemOptions::default()).unwrap_or_default()
    }

    #[test]
    fn a_value_missing_from_every_option_is_dropped_unless_allow_absent() {
        let select = SelectSchema::default();
        let full = ValueEntry::Shown { every_option: true };
        assert_eq!(
            admit(&select, &items(), &json!("it"), full),
            Some(json!(null))
        );
        assert_eq!(admit(&select, &items(), &json!("de"), full), None);
        let absent = SelectSchema {
            allow_absent: true,
            ..SelectSchema::default()
        };
        assert_eq!(admit(&absent, &items(), &json!("it"), full), None);
        assert_eq!(
            admit(&absent, &items(), &json!("it"), ValueEntry::Set),
            None
        );
    }

    /// A multi-value select keeps the admitted items of a list (the reference drops absent
    /// values one by one); `[]` is its no value.
    #[cfg(feature = "multi")]
    #[test]
    fn a_multi_value_select_keeps_the_admitted_items_of_a_list() {
        let select = SelectSchema::multi(crate::schema::MultiMode::Multiselect);
        assert_eq!(
            admit(&select, &items(), &json!(["de", "it"]), ValueEntry::Set),
            Some(json!(["de"]))
        );
        assert_eq!(
            admit(&select, &items(), &json!(["de"]), ValueEntry::Set),
            None
        );
        assert_eq!(admit(&select, &items(), &json!([]), ValueEntry::Set), None);
    }

    /// A single select's value is one option's value: a list (`[]` too) is compared whole,
    /// so it is no option's and is dropped unless `allowAbsent` (audit 18 #2).
    #[test]
    fn a_single_select_compares_a_list_whole() {
        let select = SelectSchema::default();
        for list in [json!(["de", "it"]), json!(["de"]), json!([])] {
            assert_eq!(
                admit(&select, &items(), &list, ValueEntry::Set),
                Some(json!(null)),
                "{list}"
            );
        }
        let absent = SelectSchema {
            allow_absent: true,
            ..SelectSchema::default()
        };
        assert_eq!(
            admit(&absent, &items(), &json!(["de"]), ValueEntry::Set),
            None
        );
        // An option whose value is a list holds it.
        let listed = normalize(
            &json!([{"value": ["de", "it"], "label": "DE+IT"}]),
            &ItemOptions::default(),
        )
        .unwrap_or_default();
        assert_eq!(
            admit(&select, &listed, &json!(["de", "it"]), ValueEntry::Set),
            None
        );
    }

    /// `""` is no value for a single select, as `null` (the spec's `empty`: "No value filled
    /// in"; the reference's `useEmpty` counts `''`, and its `cleanupValue` keeps it): admitted
    /// wherever it enters, never "not among the options".
    #[test]
    fn an_empty_string_is_no_value_and_always_admitted() {
        let select = SelectSchema::default();
        let empty = json!("");
        for entry in [
            ValueEntry::Set,
            ValueEntry::Shown { every_option: true },
            ValueEntry::Answer(LoadReason::Initial),
            ValueEntry::Answer(LoadReason::Refetch),
            ValueEntry::Answer(LoadReason::Update),
        ] {
            assert_eq!(admit(&select, &items(), &empty, entry), None, "{entry:?}");
        }
        // Already empty: `clearOnRefetch` has nothing to clear.
        let clear = SelectSchema {
            clear_on_refetch: true,
            ..SelectSchema::default()
        };
        let refetch = ValueEntry::Answer(LoadReason::Refetch);
        assert_eq!(admit(&clear, &items(), &empty, refetch), None);
        let object = SelectSchema {
            object: true,
            ..SelectSchema::default()
        };
        assert_eq!(admit(&object, &items(), &empty, ValueEntry::Set), None);
    }

    #[test]
    fn search_answers_partial_lists_and_create_leave_the_value_alone() {
        let select = SelectSchema::default();
        let partial = ValueEntry::Shown {
            every_option: false,
        };
        assert_eq!(admit(&select, &items(), &json!("it"), partial), None);
        let search = ValueEntry::Answer(LoadReason::Search);
        assert_eq!(admit(&select, &items(), &json!("it"), search), None);
        let create = SelectSchema {
            create: true,
            ..SelectSchema::default()
        };
        let full = ValueEntry::Shown { every_option: true };
        assert_eq!(admit(&create, &items(), &json!("it"), full), None);
        // `update()` from code and a load's answer too: the user could create the value
        // (audit 6 #4).
        assert_eq!(
            admit(&create, &items(), &json!("it"), ValueEntry::Set),
            None
        );
        let load = ValueEntry::Answer(LoadReason::Initial);
        assert_eq!(admit(&create, &items(), &json!("it"), load), None);
    }

    /// Audit 29-B F4: `create` keeps a value no option holds only when it is text a user
    /// could create, wherever it comes from: `null` items, numbers, objects and lists go.
    #[test]
    fn create_keeps_only_text_no_option_holds() {
        let create = SelectSchema {
            create: true,
            ..SelectSchema::default()
        };
        let full = ValueEntry::Shown { every_option: true };
        let load = ValueEntry::Answer(LoadReason::Initial);
        for entry in [full, load, ValueEntry::Set] {
            assert_eq!(admit(&create, &items(), &json!("it"), entry), None);
            for bad in [json!(5), json!(true), json!({"x": 1}), json!(["it"])] {
                assert_eq!(
                    admit(&create, &items(), &bad, entry),
                    Some(json!(null)),
                    "{entry:?} {bad}"
                );
            }
        }
        // A search's answer lists the matches only: nothing is dropped.
        let search = ValueEntry::Answer(LoadReason::Search);
        assert_eq!(admit(&create, &items(), &json!(5), search), None);
        #[cfg(feature = "multi")]
        {
            let tags = SelectSchema {
                create: true,
                ..SelectSchema::multi(crate::schema::MultiMode::Tags)
            };
            let list = json!(["de", "it", null, 5, {"x": 1}, ["a"], " "]);
            for entry in [full, load, ValueEntry::Set] {
                assert_eq!(
                    admit(&tags, &items(), &list, entry),
                    Some(json!(["de", "it"])),
                    "{entry:?}"
                );
            }
        }
    }

    #[test]
    fn clear_on_refetch_clears_after_a_path_refetch_only() {
        let select = SelectSchema {
            clear_on_refetch: true,
            allow_absent: true,
            ..SelectSchema::default()
        };
        let refetch = ValueEntry::Answer(LoadReason::Refetch);
        assert_eq!(
            admit(&select, &items(), &json!("de"), refetch),
            Some(json!(null))
        );
        // A multi-value select's list is cleared to `[]`.
        #[cfg(feature = "multi")]
        {
            let multi = SelectSchema {
                clear_on_refetch: true,
                allow_absent: true,
                ..SelectSchema::multi(crate::schema::MultiMode::Multiselect)
            };
            assert_eq!(
                admit(&multi, &items(), &json!(["de"]), refetch),
                Some(json!([]))
            );
        }
        for reason in [LoadReason::Initial, LoadReason::Update, LoadReason::Reset] {
            let entry = ValueEntry::Answer(reason);
            assert_eq!(
                admit(&select, &items(), &json!("de"), entry),
                None,
                "{reason:?}"
            );
        }
    }

    #[test]
    fn object_values_are_compared_by_their_value_prop() {
        let select = SelectSchema {
            object: true,
            ..SelectSchema::default()
        };
        let de = json!({"value": "de", "label": "de"});
        assert_eq!(admit(&select, &items(), &de, ValueEntry::Set), None);
        let it = json!({"value": "it"});
        assert_eq!(
            admit(&select, &items(), &it, ValueEntry::Set),
            Some(json!(null))
        );
    }
}
