//! The form's clock (`FormState::set_clock`): "today" and `NOW()` are read from it at each
//! check, so a date rule, the `today` operator, `TODAY()` and `NOW()` follow the user's
//! local date and move past midnight without rebuilding the form.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use std::cell::Cell;

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::date::DateTime;
use yewform_core::expression::Date;
use yewform_core::form::{FormState, Now};
use yewform_core::schema::FormSchema;

thread_local! {
    /// What the test's clock reads: the local date, and the instant as UTC milliseconds.
    static CLOCK: Cell<(Date, i64)> = const { Cell::new((Date::EPOCH, 0)) };
}

fn set_clock(today: Date, utc: &str) {
    let ms = DateTime::parse(utc).unwrap().unix_millis();
    CLOCK.with(|c| c.set((today, ms)));
}

fn clock() -> Now {
    let (today, ms) = CLOCK.with(Cell::get);
    Now {
        today,
        utc: DateTime::from_unix_millis(ms).unwrap(),
    }
}

fn form(schema: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    // Built with a stale date: the clock replaces it.
    let mut form =
        FormState::from_schema(&schema, &FormConfig::default(), &json!({}), Date::EPOCH).unwrap();
    form.set_clock(clock);
    form
}

/// New York, 21:00 on 15 June is 01:00 UTC on 16 June: "today" is the local 15 June.
#[cfg(all(feature = "rules", feature = "dates", feature = "text"))]
#[test]
fn date_rules_read_the_local_date_at_each_check() {
    set_clock(Date::new(2024, 6, 15).unwrap(), "2024-06-16T01:00:00");
    let mut form = form(json!({
        "d": {"type": "text", "rules": "after_or_equal:today"},
    }));
    assert_eq!(form.today(), Date::new(2024, 6, 15).unwrap());
    form.set_value("d", json!("2024-06-15")).unwrap();
    form.validate_all();
    assert!(form.errors("d").is_empty(), "{:?}", form.errors("d"));
    // Past local midnight: the same value is now yesterday.
    set_clock(Date::new(2024, 6, 16).unwrap(), "2024-06-16T04:00:01");
    assert_eq!(form.today(), Date::new(2024, 6, 16).unwrap());
    form.validate_all();
    assert_eq!(
        form.errors("d"),
        ["The D must be a date after or equal to 2024-06-16."]
    );
}

/// `NOW()` carries the time, `TODAY()` the local date.
#[cfg(all(feature = "static", feature = "expressions"))]
#[test]
fn now_carries_the_time_and_today_the_local_date() {
    set_clock(Date::new(2024, 6, 15).unwrap(), "2024-06-16T01:02:03.456");
    let form = form(json!({
        "s": {"type": "static", "content": "{NOW()} {TODAY()}", "expressions": true},
    }));
    assert_eq!(
        form.static_content("s").unwrap(),
        "2024-06-16T01:02:03.456Z 2024-06-15"
    );
}

/// A fixed date set afterwards wins over the clock.
#[test]
fn set_today_fixes_the_date() {
    set_clock(Date::new(2024, 6, 15).unwrap(), "2024-06-15T10:00:00");
    let mut form = form(json!({}));
    form.set_today(Date::new(2020, 1, 1).unwrap());
    assert_eq!(form.today(), Date::new(2020, 1, 1).unwrap());
}
