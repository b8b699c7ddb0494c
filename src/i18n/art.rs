//! The bundles' fixed pictures: SVG markup, which the app sets as the inner markup of its `<svg>`
//! elements (the games' emblems on every bundle's home cards, ERA: Medieval Age's symbols and
//! building icons). Like the fixed texts ([`super::texts`]), they are long literals that would
//! weigh in every bundle's wasm: the build writes them into the texts JSON (`"art"`, in
//! [`Art::ALL`] order, each bundle only the pictures it shows) and the bundle looks each one up by
//! its position. Native builds and the wasm tests read [`markup`] directly.

/// A fixed picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Art {
    /// Era of Inventions' emblem: a cog over a gold coin's glow.
    EoiEmblem,
    /// ERA: Medieval Age's emblem: a walled keep.
    MedievalEmblem,
    /// Age of Inventors' emblem: a light bulb on a hexagon.
    AoiEmblem,
    // ERA: Medieval Age's symbols (on the dice, the boards and in the text), then its buildings'
    // icons (ui/medieval/icons.rs).
    MedFood,
    MedWood,
    MedStone,
    MedGoods,
    MedHammer,
    MedSword,
    MedShield,
    MedCulture,
    MedSkull,
    MedFeather,
    MedDisaster,
    MedKeep,
    MedLonghouse,
    MedTownhouse,
    MedChurch,
    MedHospital,
    MedLumberMill,
    MedMonastery,
    MedMarket,
    MedUniversity,
    MedCathedral,
}

impl Art {
    /// Every picture, in the order of their positions.
    #[allow(dead_code)]
    pub const ALL: &'static [Art] = &[
        Art::EoiEmblem,
        Art::MedievalEmblem,
        Art::AoiEmblem,
        Art::MedFood,
        Art::MedWood,
        Art::MedStone,
        Art::MedGoods,
        Art::MedHammer,
        Art::MedSword,
        Art::MedShield,
        Art::MedCulture,
        Art::MedSkull,
        Art::MedFeather,
        Art::MedDisaster,
        Art::MedKeep,
        Art::MedLonghouse,
        Art::MedTownhouse,
        Art::MedChurch,
        Art::MedHospital,
        Art::MedLumberMill,
        Art::MedMonastery,
        Art::MedMarket,
        Art::MedUniversity,
        Art::MedCathedral,
    ];

    /// Whether game `id`'s bundle shows this picture (every bundle shows every game's emblem).
    #[allow(dead_code)]
    pub fn shown_by(self, id: &str) -> bool {
        match self {
            Art::EoiEmblem | Art::MedievalEmblem | Art::AoiEmblem => true,
            _ => id == "era-medieval",
        }
    }
}

/// A picture's markup: in the browser's bundles from the JSON the build writes outside the
/// wasm, elsewhere from [`markup`].
pub fn art(art: Art) -> &'static str {
    #[cfg(all(feature = "external-texts", target_arch = "wasm32"))]
    {
        super::texts::art(art as usize)
    }
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    {
        markup(art)
    }
}

/// A picture's markup, as written here.
pub fn markup(art: Art) -> &'static str {
    match art {
        Art::EoiEmblem => {
            r#"<circle class="emblem-glow" cx="32" cy="32" r="30"></circle><g class="emblem-cog" transform="translate(32 32)"><rect x="-5" y="-24" width="10" height="10" rx="2" transform="rotate(0)"></rect><rect x="-5" y="-24" width="10" height="10" rx="2" transform="rotate(45)"></rect><rect x="-5" y="-24" width="10" height="10" rx="2" transform="rotate(90)"></rect><rect x="-5" y="-24" width="10" height="10" rx="2" transform="rotate(135)"></rect><rect x="-5" y="-24" width="10" height="10" rx="2" transform="rotate(180)"></rect><rect x="-5" y="-24" width="10" height="10" rx="2" transform="rotate(225)"></rect><rect x="-5" y="-24" width="10" height="10" rx="2" transform="rotate(270)"></rect><rect x="-5" y="-24" width="10" height="10" rx="2" transform="rotate(315)"></rect><circle r="17"></circle></g><circle class="emblem-hole" cx="32" cy="32" r="6.5"></circle>"#
        }
        Art::MedievalEmblem => {
            r#"<rect y="30" width="60" height="10" class="emblem-ground"></rect><path class="emblem-wall" d="M4 30 V20 H8 V17 H12 V20 H16 V17 H20 V20 H24 V30 Z M36 30 V20 H40 V17 H44 V20 H48 V17 H52 V20 H56 V30 Z"></path><path class="emblem-keep" d="M22 30 V8 H25 V4 H28 V8 H32 V4 H35 V8 H38 V30 H33 V24 Q30 20 27 24 V30 Z"></path><rect x="28.5" y="12" width="3" height="4" class="emblem-window"></rect>"#
        }
        Art::AoiEmblem => {
            r#"<path class="emblem-hex" d="M32 3 L57 17.5 V46.5 L32 61 L7 46.5 V17.5 Z"></path><path class="emblem-bulb" d="M32 14 C22 14 17 22 19 29 C20 34 25 37 26 42 H38 C39 37 44 34 45 29 C47 22 42 14 32 14 Z"></path><rect class="emblem-base" x="26.5" y="44" width="11" height="4" rx="1"></rect><rect class="emblem-base" x="27.5" y="49" width="9" height="3" rx="1"></rect><path class="emblem-filament" d="M28 34 L30 28 L32 33 L34 28 L36 34"></path>"#
        }
        Art::MedFood => {
            "<g class=\"sym sym-food\"> <path d=\"M5 9.5 V3\" stroke-width=\"0.8\"></path> <ellipse cx=\"3.8\" cy=\"4.2\" rx=\"1\" ry=\"1.7\" transform=\"rotate(-25 3.8 4.2)\"></ellipse> <ellipse cx=\"6.2\" cy=\"4.2\" rx=\"1\" ry=\"1.7\" transform=\"rotate(25 6.2 4.2)\"></ellipse> <ellipse cx=\"3.8\" cy=\"6.6\" rx=\"1\" ry=\"1.7\" transform=\"rotate(-25 3.8 6.6)\"></ellipse> <ellipse cx=\"6.2\" cy=\"6.6\" rx=\"1\" ry=\"1.7\" transform=\"rotate(25 6.2 6.6)\"></ellipse> <ellipse cx=\"5\" cy=\"2.2\" rx=\"0.9\" ry=\"1.6\"></ellipse> </g>"
        }
        Art::MedWood => {
            "<g class=\"sym sym-wood\"> <rect x=\"1\" y=\"3\" width=\"7.5\" height=\"4.4\" rx=\"1\"></rect> <ellipse cx=\"8.4\" cy=\"5.2\" rx=\"1.2\" ry=\"2.2\" class=\"ring\"></ellipse> <path d=\"M2.5 4.6 H6.5 M3 6 H7\" class=\"grain\"></path> </g>"
        }
        Art::MedStone => {
            "<g class=\"sym sym-stone\"> <polygon points=\"1.5,7.5 2.5,3.5 6,2.2 8.6,4 8.2,8 4,8.6\"></polygon> <path d=\"M2.5 3.5 L5 5.2 L6 2.2 M5 5.2 L4 8.6 M5 5.2 L8.6 4\" class=\"facet\"></path> </g>"
        }
        Art::MedGoods => {
            "<g class=\"sym sym-goods\"> <path d=\"M2 2.5 Q5 1.2 8 2.5 Q9 5 8 7.5 Q5 8.8 2 7.5 Q1 5 2 2.5 Z\"></path> <path d=\"M1.6 4 Q5 5 8.4 4 M1.6 6 Q5 7 8.4 6\" class=\"hoop\"></path> </g>"
        }
        Art::MedHammer => {
            "<g class=\"sym sym-hammer\"> <rect x=\"4.4\" y=\"3.5\" width=\"1.3\" height=\"6\" rx=\"0.4\" class=\"handle\"></rect> <rect x=\"1.8\" y=\"1\" width=\"6.5\" height=\"3\" rx=\"0.5\"></rect> </g>"
        }
        Art::MedSword => {
            "<g class=\"sym sym-sword\"> <polygon points=\"5,0.5 6,2 6,6.5 4,6.5 4,2\"></polygon> <rect x=\"2.2\" y=\"6.4\" width=\"5.6\" height=\"1.1\" rx=\"0.4\"></rect> <rect x=\"4.4\" y=\"7.4\" width=\"1.2\" height=\"2.2\" rx=\"0.3\" class=\"handle\"></rect> </g>"
        }
        Art::MedShield => {
            "<g class=\"sym sym-shield\"> <path d=\"M5 9.5 Q1.2 7.5 1.5 2 L5 0.8 L8.5 2 Q8.8 7.5 5 9.5 Z\"></path> <path d=\"M5 1.5 V8.6\" class=\"facet\"></path> </g>"
        }
        Art::MedCulture => {
            "<g class=\"sym sym-culture\"> <polygon points=\"5,0.6 6.3,3.6 9.5,3.8 7,5.9 7.8,9.2 5,7.4 2.2,9.2 3,5.9 0.5,3.8 3.7,3.6\"></polygon> </g>"
        }
        Art::MedSkull => {
            "<g class=\"sym sym-skull\"> <path d=\"M5 0.8 C1.6 0.8 1 3.4 1.6 5.6 L3 6.6 L3 8.8 L7 8.8 L7 6.6 L8.4 5.6 C9 3.4 8.4 0.8 5 0.8 Z\"></path> <circle cx=\"3.5\" cy=\"4.4\" r=\"1.1\" class=\"eye\"></circle> <circle cx=\"6.5\" cy=\"4.4\" r=\"1.1\" class=\"eye\"></circle> <path d=\"M4.3 8.8 V7.4 M5.7 8.8 V7.4\" class=\"facet\"></path> </g>"
        }
        Art::MedFeather => {
            "<g class=\"sym sym-feather\"> <path d=\"M2 9.5 Q3 4 8.6 0.6 Q8.4 6 3.4 7.6 Z\"></path> <path d=\"M1.6 9.8 L7 3\" class=\"facet\"></path> </g>"
        }
        Art::MedDisaster => {
            "<g class=\"sym sym-disaster\"> <polygon points=\"5,0.8 9.4,9 0.6,9\"></polygon> <path d=\"M5 3.6 V6.4 M5 7.3 V7.9\" class=\"mark\"></path> </g>"
        }
        Art::MedKeep => {
            r#"<path class="glyph" d="M2 9.5 V3 H3.2 V1.5 H4.4 V3 H5.6 V1.5 H6.8 V3 H8 V9.5 H6 V7 Q5 5.8 4 7 V9.5 Z"></path>"#
        }
        Art::MedLonghouse => {
            r#"<path class="glyph" d="M0.8 5.5 L5 2 L9.2 5.5 V9 H0.8 Z M4.2 9 V6.8 H5.8 V9"></path>"#
        }
        Art::MedTownhouse => {
            r#"<path class="glyph" d="M2.5 4 L5 1 L7.5 4 V9.5 H2.5 Z M4.3 9.5 V7.5 H5.7 V9.5 M4.3 5.2 H5.7 V6.4 H4.3 Z"></path>"#
        }
        Art::MedChurch => {
            r#"<path class="glyph" d="M4.3 0.8 H5.7 V3 H7.8 V4.4 H5.7 V9.4 H4.3 V4.4 H2.2 V3 H4.3 Z"></path>"#
        }
        Art::MedHospital => {
            r#"<path class="glyph glyph-hospital" d="M3.8 1.5 H6.2 V3.8 H8.5 V6.2 H6.2 V8.5 H3.8 V6.2 H1.5 V3.8 H3.8 Z"></path>"#
        }
        Art::MedLumberMill => {
            r#"<circle class="glyph" cx="5" cy="5" r="3.8"></circle><path class="glyph-cut" d="M5 1.2 V8.8 M1.2 5 H8.8 M2.3 2.3 L7.7 7.7 M7.7 2.3 L2.3 7.7"></path>"#
        }
        Art::MedMonastery => {
            r#"<path class="glyph" d="M2 9.5 V5 Q2 1 5 1 Q8 1 8 5 V9.5 Z M4 9.5 V6.5 Q5 5.2 6 6.5 V9.5"></path>"#
        }
        Art::MedMarket => {
            r#"<path class="glyph glyph-line" d="M5 1 V8.5 M2 8.8 H8 M1.5 3 H8.5"></path><path class="glyph" d="M1.5 3 L0.6 6 H2.4 Z M8.5 3 L7.6 6 H9.4 Z"></path>"#
        }
        Art::MedUniversity => {
            r#"<path class="glyph" d="M5 3 Q3 1.8 0.8 2.2 V8.2 Q3 7.8 5 9 Q7 7.8 9.2 8.2 V2.2 Q7 1.8 5 3 Z M5 3 V9"></path>"#
        }
        Art::MedCathedral => {
            r#"<path class="glyph" d="M4.5 0.4 H5.5 V1.4 H6.4 V2.2 H5.5 V3 L7 5 V9.6 H3 V5 L4.5 3 V2.2 H3.6 V1.4 H4.5 Z"></path>"#
        }
    }
}
