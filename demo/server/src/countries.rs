//! `GET /api/countries` and `GET /api/cities`: option endpoints for the demo selects.

use std::collections::HashMap;

use axum::Json;
use axum::extract::Query;
use serde::Serialize;
use serde_json::{Value, json};

/// `code|name` lines, one country a line (ISO 3166-1 alpha-2, names with their accents).
const DATA: &str = include_str!("countries_data.txt");

/// A country option.
#[derive(Debug, Clone, Serialize)]
pub struct Country {
    /// ISO code, the option value.
    pub value: &'static str,
    /// Name, the option label.
    pub label: &'static str,
}

/// A city of a country.
#[derive(Debug, Clone, Serialize)]
pub struct City {
    /// The country's ISO code.
    pub country: &'static str,
    /// The city name.
    pub name: &'static str,
}

/// Every country, in the order of the data file.
pub static COUNTRIES: std::sync::LazyLock<Vec<Country>> = std::sync::LazyLock::new(|| {
    DATA.lines()
        .filter_map(|line| line.split_once('|'))
        .map(|(value, label)| Country { value, label })
        .collect()
});

const CITIES: &[(&str, &[&str])] = &[
    (
        "de",
        &["Berlin", "Hamburg", "München", "Köln", "Düsseldorf"],
    ),
    ("at", &["Wien", "Graz", "Linz", "Salzburg"]),
    ("ch", &["Zürich", "Genève", "Basel", "Bern"]),
    ("fr", &["Paris", "Marseille", "Lyon", "Nice"]),
    ("us", &["New York", "Los Angeles", "Chicago", "Houston"]),
    ("gb", &["London", "Manchester", "Edinburgh"]),
    ("es", &["Madrid", "Barcelona", "Sevilla", "Málaga"]),
];

/// Lower case with the common Latin accents removed, so "zur" finds "Zürich".
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().flat_map(char::to_lowercase) {
        let base = match c {
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => "a",
            'æ' => "ae",
            'ç' => "c",
            'è' | 'é' | 'ê' | 'ë' => "e",
            'ì' | 'í' | 'î' | 'ï' => "i",
            'ñ' => "n",
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' => "o",
            'ù' | 'ú' | 'û' | 'ü' => "u",
            'ý' | 'ÿ' => "y",
            'ß' => "ss",
            other => {
                out.push(other);
                continue;
            }
        };
        out.push_str(base);
    }
    out
}

/// `GET /api/countries?query=`: countries whose folded name contains the folded query.
pub async fn list(Query(params): Query<HashMap<String, String>>) -> Json<Value> {
    let query = fold(params.get("query").map(String::as_str).unwrap_or(""));
    let found: Vec<&Country> = COUNTRIES
        .iter()
        .filter(|c| query.is_empty() || fold(c.label).contains(&query))
        .collect();
    Json(json!(found))
}

/// `GET /api/cities?country=de`: the cities of one country (an empty list for others).
pub async fn cities(Query(params): Query<HashMap<String, String>>) -> Json<Value> {
    let code = params.get("country").map(String::as_str).unwrap_or("");
    let names = CITIES
        .iter()
        .find(|(c, _)| *c == code)
        .map(|(_, n)| *n)
        .unwrap_or(&[]);
    Json(json!(names))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn about_250_countries_with_accents() {
        assert!(COUNTRIES.len() >= 240, "{}", COUNTRIES.len());
        assert!(COUNTRIES.iter().any(|c| c.label == "Côte d'Ivoire"));
    }

    #[test]
    fn folding_finds_accented_names() {
        assert_eq!(fold("Zürich"), "zurich");
        assert!(fold("São Tomé and Príncipe").contains("sao tome"));
    }
}
