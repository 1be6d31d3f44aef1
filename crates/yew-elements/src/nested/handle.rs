//! The list's methods on [`ElementHandle`]: one core action each.

#[cfg(feature = "list")]
use yewform_core::Value;

#[cfg(feature = "list")]
use crate::form::ElementHandle;

#[cfg(feature = "list")]
impl ElementHandle {
    /// Appends an item to this list: `value` as its value (`None`: a blank item with the
    /// item schema's defaults). Fires `add` (index, value) and the list's `change`; refused
    /// at `max` ("the list holds its maximum of 3 items") or on an element that is not a
    /// list, the list unchanged.
    pub fn add(&self, value: Option<Value>) -> Result<(), String> {
        let path = self.path().to_owned();
        self.form()
            .write(move |s| s.list_add(&path, value).map_err(|e| e.to_string()))
    }

    /// Removes the item at `index` (0-based) from this list; the items after it keep their
    /// state (value, dirty, errors) under their new index. Fires `remove` (index) and the
    /// list's `change`; refused at `min` or for a missing item.
    pub fn remove(&self, index: usize) -> Result<(), String> {
        let path = self.path().to_owned();
        self.form()
            .write(move |s| s.list_remove(&path, index).map_err(|e| e.to_string()))
    }

    /// Moves the item at `from` to `to` (0-based; the items between shift by one), each
    /// keeping its state. Fires `sort` (from, to) and the list's `change`; refused for a
    /// missing item.
    pub fn move_item(&self, from: usize, to: usize) -> Result<(), String> {
        let path = self.path().to_owned();
        self.form()
            .write(move |s| s.list_move(&path, from, to).map_err(|e| e.to_string()))
    }
}
