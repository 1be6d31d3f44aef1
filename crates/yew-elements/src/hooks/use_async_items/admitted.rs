//! `allowAbsent: false` for values that enter without a load (see [`use_admitted_value`]).

use std::sync::Arc;

use yew::prelude::*;
use yewform_core::items::{OptionStore, ValueEntry, admit};

use crate::form::ElementHandle;
use crate::form::handle::warn;

/// `allowAbsent: false` wherever a value enters: a value that the options shown do not
/// admit (`yewform_core::items::admit` with [`ValueEntry::Shown`]; `every_option`: they
/// list every option of the select's current source, `Loader::lists_every_option_at`: not
/// the options of the URL of before a `{path}` variable changed, whose refetch's answer
/// cleans the value) is dropped (`null`, or the admitted items of a list), with a `change`
/// event, whether it came from the form's `load` or `update`, an inherited default, or a
/// `reset()` to such a default. `update()` and `load()` on the element refuse such a value
/// outright; loaded options drop it in the item loader.
#[hook]
pub(super) fn use_admitted_value(
    handle: &ElementHandle,
    select: &crate::select::SelectRef,
    items: &Arc<OptionStore>,
    every_option: bool,
) {
    let handle = handle.clone();
    let items = items.clone();
    let key = (
        Arc::as_ptr(&items) as usize,
        handle.value(),
        every_option,
        select.clone(),
    );
    use_effect_with(key, move |(_, value, every_option, select)| {
        let entry = ValueEntry::Shown {
            every_option: *every_option,
        };
        let Some(cleaned) = admit(select, &*items, value, entry) else {
            return;
        };
        warn(&format!(
            "{}: {} is not among the options (allowAbsent is off): dropped",
            handle.path(),
            yewform_core::json_text::JsonText(value)
        ));
        super::driver::drop_value(&handle, cleaned);
    });
}
