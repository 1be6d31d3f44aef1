//! The select views' memoized data: one hook state type for both views (each hook's state
//! type is its own code in the bundle, docs/size.md), with a slot per memoized value that is
//! computed again only when its inputs change, as `use_memo` does.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// The memoized data of a select view; each view uses its parts.
#[derive(Default)]
pub(super) struct ViewMemo {
    /// The dropdown's scroll position, in pixels.
    pub scroll_top: Rc<RefCell<f64>>,
    /// The dropdown's moved list is above the field.
    pub above: Rc<Cell<bool>>,
    pub dropdown: RefCell<super::dropdown::DropdownMemo>,
    pub native: RefCell<super::native::Memo>,
    /// The window listeners of the dropdown's moved list, while it is open.
    pub listeners: RefCell<Option<super::anchor::Listeners>>,
}

/// The view's memo, made on the first render.
#[yew::hook]
pub(super) fn use_view_memo() -> Rc<ViewMemo> {
    yew::functional::use_memo((), |()| ViewMemo::default())
}

/// A memoized value and the inputs it was computed from.
pub(in crate::select) type Slot<D, T> = Option<(D, T)>;

/// The value of `slot`, computed again (`make`) when `deps` differ from the last ones.
pub(in crate::select) fn memo<D: PartialEq, T>(
    slot: &mut Slot<D, T>,
    deps: D,
    make: impl FnOnce(&D) -> T,
) -> &mut T {
    if slot.as_ref().is_some_and(|(old, _)| *old != deps) {
        *slot = None;
    }
    let (_, value) = slot.get_or_insert_with(|| {
        let value = make(&deps);
        (deps, value)
    });
    value
}
