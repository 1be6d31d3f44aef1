//! The form's clock: given by the caller, never read from the system by core.

use super::outcome::Outcome;
use super::state::FormState;
use crate::expression::{Date, DateTime};

/// What a [`Clock`] reads: the user's date and the current instant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Now {
    /// Today's date where the user is (the local calendar day, as the reference's
    /// `moment()`): what date rules, the `today` operator, `TODAY()` and `AGE()` use.
    pub today: Date,
    /// The current instant in UTC: what `NOW()` writes (as `toISOString`,
    /// `2024-06-16T01:02:03.456Z`).
    pub utc: DateTime,
}

/// A clock: called each time a date rule, a condition or an expression needs "today" or
/// `NOW()`, so that it follows the clock past midnight.
pub type Clock = fn() -> Now;

impl FormState {
    /// Today's date, as conditions (`TODAY()`, `AGE()`, `today`) and date rules see it: the
    /// clock's ([`set_clock`](Self::set_clock)), read now, else the date set.
    pub fn today(&self) -> Date {
        match self.clock {
            Some(clock) => clock().today,
            None => self.today,
        }
    }

    /// Reads "today" and `NOW()` from `clock` at each check from now on (a date rule's
    /// validation, a condition's evaluation, an expression's), and recomputes availability.
    /// Availability computed before midnight is computed again when an element it depends
    /// on changes (or at the next call of
    /// [`recompute_availability`](Self::recompute_availability)); a date rule reads the
    /// clock each time it runs. [`set_today`](Self::set_today) stops the clock;
    /// [`set_now_iso`](Self::set_now_iso) fixes `NOW()` only.
    pub fn set_clock(&mut self, clock: Clock) -> Outcome {
        self.clock = Some(clock);
        self.now_iso = None;
        self.recompute_availability()
    }

    /// Sets a fixed today's date (stopping a clock set with [`set_clock`](Self::set_clock))
    /// and recomputes availability; re-rendered are the elements whose availability changed
    /// and those that read them.
    pub fn set_today(&mut self, today: Date) -> Outcome {
        self.today = today;
        self.clock = None;
        self.recompute_availability()
    }

    /// Sets the current date-time for `NOW()` (an ISO string such as
    /// `2024-06-01T12:00:00.000Z`) and recomputes availability (see
    /// [`set_today`](Self::set_today)). Until it is set, `NOW()` is the clock's instant
    /// ([`set_clock`](Self::set_clock)), else midnight of [`today`](Self::today).
    pub fn set_now_iso(&mut self, now: String) -> Outcome {
        self.now_iso = Some(now);
        self.recompute_availability()
    }
}
