//! Golden replays: recorded games whose final state must never change by accident. A deliberate
//! rule or data change updates these numbers in the same commit, with the reason.

use eoi::rules::GameState;
use eoi::EoiRecord;

/// FNV-1a over the final state's JSON: any change to any part of the state shows.
fn state_hash(state: &GameState) -> u64 {
    let json = serde_json::to_string(state).unwrap();
    json.bytes().fold(0xCBF2_9CE4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01B3)
    })
}

fn replay(file: &str) -> (EoiRecord, GameState) {
    let path = format!("{}/tests/golden/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let record: EoiRecord = serde_json::from_str(&text).unwrap();
    let state = record.replay().unwrap();
    (record, state)
}

/// A recorded game and what replaying it must give.
struct Golden {
    file: &'static str,
    actions: usize,
    totals: &'static [i16],
    winners: &'static [u8],
    state_hash: u64,
}

const GOLDEN: [Golden; 3] = [
    Golden {
        file: "three-players-seed-11.json",
        actions: 235,
        totals: &[4, 13, 14],
        winners: &[2],
        state_hash: 3075648938891162462,
    },
    Golden {
        file: "four-players-seed-7.json",
        actions: 201,
        totals: &[5, 5, 12, 4],
        winners: &[2],
        state_hash: 9441208100543802898,
    },
    Golden {
        file: "five-players-seed-5.json",
        actions: 284,
        totals: &[3, 3, 22, 7, 3],
        winners: &[2],
        state_hash: 3549569192307834334,
    },
];

#[test]
fn golden_replays_reach_the_recorded_final_state() {
    for golden in GOLDEN {
        let file = golden.file;
        let (record, state) = replay(file);
        assert_eq!(record.actions.len(), golden.actions, "{file}");
        assert!(state.is_over(), "{file}");
        let scored: Vec<i16> = state.scores().iter().map(|score| score.total).collect();
        assert_eq!(scored, golden.totals, "{file}");
        let won: Vec<u8> = state
            .scores()
            .iter()
            .filter(|score| score.winner)
            .map(|score| score.seat)
            .collect();
        assert_eq!(won, golden.winners, "{file}");
        assert_eq!(state_hash(&state), golden.state_hash, "{file}: state hash");
    }
}

#[test]
#[ignore = "prints the golden hashes; run with --ignored after a deliberate change"]
fn print_golden_hashes() {
    for golden in GOLDEN {
        println!("{}: {}", golden.file, state_hash(&replay(golden.file).1));
    }
}
