//! The `<option>`s of the native select, in a component of their own.

use yew::prelude::*;
use yewform_core::items::OptionStore;

use super::look::{list, value_attr};
use crate::by_ptr::ByArc;
#[cfg(feature = "multi")]
use crate::by_ptr::ByPtr;

#[derive(Properties, PartialEq)]
pub(super) struct NativeOptionsProps {
    /// The options (the select's store, read option by option), compared by identity.
    pub items: ByArc<OptionStore>,
    /// The flat index of the selected option.
    pub selected: Option<usize>,
    /// The options a list value chooses (`<select multiple>`), compared by identity.
    #[cfg(feature = "multi")]
    #[prop_or_default]
    pub chosen: Option<ByPtr<yewform_core::combobox::multi::Selection>>,
}

/// The `<option>` list of a native select: its own component, so that a re-render of the
/// select for anything but its options or selection (an error after `validate()`, a
/// disabled state) neither rebuilds nor diffs the options.
#[component]
pub(super) fn NativeOptions(props: &NativeOptionsProps) -> Html {
    #[cfg(feature = "multi")]
    let chosen = props.chosen.as_ref().map(|c| &*c.0);
    #[cfg(not(feature = "multi"))]
    let chosen: Option<&Chosen> = None;
    render_options(&props.items, props.selected, chosen)
}

#[cfg(feature = "multi")]
type Chosen = yewform_core::combobox::multi::Selection;
/// Nothing is chosen by a list value without the multi-value selects.
#[cfg(not(feature = "multi"))]
struct Chosen;
#[cfg(not(feature = "multi"))]
impl Chosen {
    fn contains(&self, _: usize) -> bool {
        false
    }
}

fn render_options(items: &OptionStore, selected: Option<usize>, chosen: Option<&Chosen>) -> Html {
    let option = |index: usize| {
        let value = items.value(index).map(|v| value_attr(&v.to_value()));
        let selected = selected == Some(index) || chosen.is_some_and(|c| c.contains(index));
        html! {
            <option value={value.unwrap_or_default()} {selected} disabled={items.is_disabled(index)}>
                { items.label(index).unwrap_or_default().to_owned() }
            </option>
        }
    };
    let mut nodes = Vec::new();
    if !items.is_grouped() {
        for index in 0..items.len() {
            nodes.push(option(index));
        }
        return list(nodes);
    }
    let mut start = 0;
    for g in 0..items.group_count() {
        let Some(group) = items.group(g) else {
            continue;
        };
        let options = start..start + group.len;
        start = options.end;
        let mut children = Vec::with_capacity(group.len);
        for index in options {
            children.push(option(index));
        }
        nodes.push(html! {
            <optgroup label={group.label.to_owned()} disabled={group.disabled}>
                { list(children) }
            </optgroup>
        });
    }
    list(nodes)
}
