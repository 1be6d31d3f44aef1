//! The list's methods on [`ElementHandle`]: one core action each.

#[cfg(feature = "list")]
use yewform_core::Value;

#[cfg(feature = "list")]
use crate::form::ElementHandle;

#[cfg(feature = "list")]
impl ElementHandle {
    /// Appends an item to this list: `value` as its value (`None`: a blank item with the
    /// item schema's defaults), and returns its index, as the reference's `add()`. Fires
    /// `add` (index, value) and the list's `change`; refused at `max` ("the list has 3 items;
    /// its maximum is 3") or on an element that is not a list, the list unchanged.
    pub fn add(&self, value: Option<Value>) -> Result<usize, String> {
        let path = self.path().to_owned();
        // The new item's index is the length before the add (read first: an `add` listener
        // may add another item before this returns).
        let index = self.form().read(|s| s.list_len(&path)).unwrap_or(0);
        self.form()
            .write(move |s| s.list_add(&path, value).map_err(|e| e.to_string()))?;
        Ok(index)
    }

    /// [`add`](Self::add), then, once the new item is rendered, focuses its first field
    /// (the reference's `add(value, true)`): for a button of the app's own that adds a row.
    pub fn add_focused(&self, value: Option<Value>) -> Result<usize, String> {
        let index = self.add(value)?;
        let item = self.form().el(&format!("{}.{index}", self.path()));
        // Yew renders in a microtask: the item is in the page after the next task.
        crate::form::handle::spawn(async move {
            #[cfg(target_arch = "wasm32")]
            gloo::timers::future::TimeoutFuture::new(0).await;
            crate::form::validation::focus(item.input());
        });
        Ok(index)
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

#[cfg(all(test, feature = "list"))]
mod tests {
    #![allow(clippy::unwrap_used)]
    use serde_json::json;
    use yewform_core::config::FormConfig;
    use yewform_core::expression::Date;
    use yewform_core::form::FormState;
    use yewform_core::schema::FormSchema;

    use crate::form::FormHandle;

    #[test]
    fn add_returns_the_new_items_index() {
        let schema = FormSchema::from_value(&json!({"l": {"type": "list", "initial": 2,
            "max": 3, "element": {"type": "select"}}}))
        .unwrap();
        let today = Date::new(2024, 6, 1).unwrap();
        let state = FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today);
        let form = FormHandle::with_state(state.unwrap());
        let list = form.el("l");
        assert_eq!(list.add(Some(json!("x"))), Ok(2));
        assert_eq!(form.data()["l"], json!([null, null, "x"]));
        assert!(list.add(None).is_err(), "at max");
    }
}
