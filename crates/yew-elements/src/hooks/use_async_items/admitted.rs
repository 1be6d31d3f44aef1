//! `allowAbsent: false` for values that enter without a load (see [`use_admitted_value`]).

use std::sync::Arc;

use yew::prelude::*;
use yewform_core::items::{OptionStore, cleanup_after_refetch};

use crate::form::ElementHandle;
use crate::form::handle::warn;

/// `allowAbsent: false` wherever a value enters: a value that the full option list does not
/// admit (`yewform_core::items::admits`) is dropped (`null`, or the admitted items of a list),
/// with a `change` event, whether it came from the form's `load` or `update`, an inherited
/// default, or a `reset()` to such a default. `update()` and `load()` on the element refuse
/// such a value outright; loaded options drop it in `use_async_items`.
#[hook]
pub(super) fn use_admitted_value(
    handle: &ElementHandle,
    select: &crate::select::SelectRef,
    items: &Arc<OptionStore>,
    full_list: bool,
) {
    let value = handle.value();
    let check = full_list && !select.allow_absent && !value.is_null();
    let handle = handle.clone();
    let select = select.clone();
    let items = items.clone();
    let key = (Arc::as_ptr(&items) as usize, value, check);
    use_effect_with(key, move |(_, value, check)| {
        if !*check {
            return;
        }
        let Some(cleaned) = cleanup_after_refetch(
            value,
            &*items,
            false,
            false,
            select.object,
            &select.value_prop,
        ) else {
            return;
        };
        warn(&format!(
            "{}: {} is not among the options (allowAbsent is off): dropped",
            handle.path(),
            yewform_core::json_text::JsonText(value)
        ));
        super::drop_value(&handle, cleaned);
    });
}
