// t15-classify reference (Java). In: Q, then Q queries, each a count c and c
// tokens key=value (value 0 or 1). Out: one line per query, from the first
// rule of the table in docs/formats.md#t15-classify that applies (keys absent take their defaults).
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

public class Main {
    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int q = rd.nextInt();
        StringBuilder sb = new StringBuilder();
        for (int t = 0; t < q; t++) {
            Map<String, Integer> f = new HashMap<>();
            f.put("impartial", 1);
            f.put("normal_play", 1);
            f.put("decomposable", 0);
            f.put("huge_n", 0);
            f.put("has_closed_form", 0);
            f.put("coupled_move", 0);
            f.put("acyclic", 1);
            f.put("scored", 0);
            f.put("chance", 0);
            int c = rd.nextInt();
            for (int i = 0; i < c; i++) {
                String kv = rd.next();
                int eq = kv.indexOf('=');
                f.put(kv.substring(0, eq), Integer.parseInt(kv.substring(eq + 1)));
            }
            String line;
            if (f.get("impartial") == 0) {
                line = "NOT_APPLICABLE: partizan - the players have different moves, so positions have no Grundy number; use Conway values for a sum, minimax for one small game";
            } else if (f.get("acyclic") == 0) {
                line = "NOT_APPLICABLE: loopy - positions can repeat, so the game graph is not a DAG; use retrograde analysis";
            } else if (f.get("scored") == 1) {
                line = "NOT_APPLICABLE: scored - the result is a score, not who moves last; use minimax";
            } else if (f.get("chance") == 1) {
                line = "NOT_APPLICABLE: chance - moves depend on randomness, outside the theory";
            } else if (f.get("normal_play") == 0) {
                line = "MISERE_SPECIAL: misere play flips the endgame; use the misere rule, not the plain XOR";
            } else if (f.get("decomposable") == 1 && f.get("coupled_move") == 0) {
                line = "GRUNDY_XOR: independent components; XOR their Grundy values, O(V+E) per component";
            } else if (f.get("has_closed_form") == 1) {
                line = "CLOSED_FORM: a formula such as n mod (k+1) answers each query in O(1)";
            } else if (f.get("huge_n") == 1) {
                line = "PERIODICITY: certify the period with a full window of max(S) values, then O(1) per query after O(period) work";
            } else {
                line = "GRUNDY_TABLE: one game, small n; tabulate g by mex in O(n*k) for k moves";
            }
            sb.append(line).append('\n');
        }
        System.out.write(sb.toString().getBytes());
        System.out.flush();
    }

    /** Whole-stdin whitespace token reader (spaces, tabs, CR, LF). */
    static final class Reader {
        private final byte[] buf;
        private int pos;

        Reader() throws IOException {
            buf = System.in.readAllBytes();
        }

        private void skip() {
            while (pos < buf.length && buf[pos] <= ' ') pos++;
        }

        boolean hasNext() {
            skip();
            return pos < buf.length;
        }

        long nextLong() {
            skip();
            boolean neg = false;
            if (pos < buf.length && buf[pos] == '-') { neg = true; pos++; }
            long v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            return neg ? -v : v;
        }

        int nextInt() {
            return (int) nextLong();
        }

        String next() {
            skip();
            int start = pos;
            while (pos < buf.length && buf[pos] > ' ') pos++;
            return new String(buf, start, pos - start, java.nio.charset.StandardCharsets.US_ASCII);
        }
    }
}
