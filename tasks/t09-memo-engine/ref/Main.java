// t09-memo-engine reference (Java). In: Q, then Q queries, each "sub n" (the
// subtraction game S = {1,3,4} from a pile of n) or "nim a b" (two-pile Nim).
// Out: one line per query, the Grundy value from a generic memoized engine
// (never a formula). One cache per game for the whole run; states are
// canonical (the Nim pair sorted); the engine is iterative (explicit stack).
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

public class Main {
    /** A finite acyclic game: canonical positions and their moves. */
    interface Game<P> {
        /** The canonical form of a position (equal positions, equal keys). */
        P canonical(P p);

        /** The canonical positions reachable in one move. */
        List<P> moves(P p);
    }

    /** Memoized Grundy values, computed iteratively: g(p) = mex of g(moves). */
    static final class Engine<P> {
        private final Game<P> game;
        private final HashMap<P, Long> cache = new HashMap<>();

        Engine(Game<P> game) {
            this.game = game;
        }

        /** A position whose children are being resolved; seen marks their values. */
        private static final class Frame<P> {
            final P pos;
            final List<P> children;
            final boolean[] seen;
            int next;

            Frame(P pos, List<P> children) {
                this.pos = pos;
                this.children = children;
                this.seen = new boolean[children.size() + 1];
            }
        }

        long grundy(P start) {
            P root = game.canonical(start);
            Long known = cache.get(root);
            if (known != null) return known;
            ArrayDeque<Frame<P>> stack = new ArrayDeque<>();
            stack.push(new Frame<>(root, game.moves(root)));
            while (!stack.isEmpty()) {
                Frame<P> f = stack.peek();
                if (f.next < f.children.size()) {
                    P c = f.children.get(f.next);
                    Long v = cache.get(c);
                    if (v == null) {
                        // Resolve the child first; this child is looked at again after.
                        stack.push(new Frame<>(c, game.moves(c)));
                    } else {
                        if (v < f.seen.length) f.seen[(int) (long) v] = true;
                        f.next++;
                    }
                } else {
                    int mex = 0;
                    while (f.seen[mex]) mex++;
                    cache.put(f.pos, (long) mex);
                    stack.pop();
                }
            }
            return cache.get(root);
        }
    }

    /** Subtraction game S = {1, 3, 4} on one pile. */
    static final class Subtraction implements Game<Long> {
        private static final long[] S = {1, 3, 4};

        public Long canonical(Long p) {
            return p;
        }

        public List<Long> moves(Long p) {
            List<Long> out = new ArrayList<>();
            for (long s : S) if (s <= p) out.add(p - s);
            return out;
        }
    }

    /** A two-pile Nim position; canonical when a <= b. */
    record Pair(long a, long b) {}

    /** Two-pile Nim: reduce either pile by any positive amount. */
    static final class TwoPileNim implements Game<Pair> {
        public Pair canonical(Pair p) {
            return p.a() <= p.b() ? p : new Pair(p.b(), p.a());
        }

        public List<Pair> moves(Pair p) {
            List<Pair> out = new ArrayList<>();
            for (long x = 0; x < p.a(); x++) out.add(canonical(new Pair(x, p.b())));
            for (long y = 0; y < p.b(); y++) out.add(canonical(new Pair(p.a(), y)));
            return out;
        }
    }

    public static void main(String[] args) throws IOException {
        Reader rd = new Reader();
        int q = rd.nextInt();
        Engine<Long> sub = new Engine<>(new Subtraction());
        Engine<Pair> nim = new Engine<>(new TwoPileNim());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            String kind = rd.next();
            if (kind.equals("sub")) {
                sb.append(sub.grundy(rd.nextLong()));
            } else {
                long a = rd.nextLong();
                long b = rd.nextLong();
                sb.append(nim.grundy(new Pair(a, b)));
            }
            sb.append('\n');
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
