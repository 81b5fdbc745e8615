// MisereSolver (in CGSuite's core jar) side of the misère-quotient comparison
// and benchmark; our code, run against the jar, never part of it.
//
//   java -cp <jar>:<dir of this class> MisereRun cli MAXHEAP TIMEOUT CODE...
//     Runs MisereSolver's own command line (CommandLineInterface) on each code
//     in turn in this one JVM, `--maxheap MAXHEAP --timeout TIMEOUT`, each
//     after a line `=== code CODE`.
//   java -cp <jar>:<dir of this class> MisereRun time MAXHEAP WARMUP CODE...
//     Solves WARMUP to MAXHEAP untimed (the JIT and CGSuite's classes), then
//     each code to MAXHEAP with no periodicity check (every heap, as our
//     engine does), and prints per code
//     `code CODE order N p N wall_ns N cpu_ns N` (the solving thread's CPU).
import org.cgsuite.core.impartial.TakeAndBreak;
import org.cgsuite.core.misere.solver.CommandLineInterface;
import org.cgsuite.core.misere.solver.MisereSolver;
import org.cgsuite.core.misere.solver.Pretension;

public class MisereRun {
    static Pretension solve(String code, int maxHeap) {
        MisereSolver ms = new MisereSolver(TakeAndBreak.apply(code));
        while (ms.currentPretension().getPrefn().size() <= maxHeap) {
            ms.next();
        }
        return ms.currentPretension();
    }

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        int maxHeap = Integer.parseInt(args[1]);
        if (mode.equals("cli")) {
            String timeout = args[2];
            for (int i = 3; i < args.length; i++) {
                System.out.println("=== code " + args[i]);
                System.out.flush();
                CommandLineInterface.main(new String[] {"--maxheap", args[1], "--timeout", timeout, args[i]});
                System.out.flush();
            }
        } else {
            org.cgsuite.lang.CgscriptClass$.MODULE$.Object().ensureInitialized();
            solve(args[2], maxHeap);
            java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
            for (int i = 3; i < args.length; i++) {
                long c0 = mx.getCurrentThreadCpuTime();
                long w0 = System.nanoTime();
                Pretension p = solve(args[i], maxHeap);
                long w1 = System.nanoTime();
                long c1 = mx.getCurrentThreadCpuTime();
                System.out.println("code " + args[i] + " order " + p.getQuotient().size()
                    + " p " + p.getQuotient().pPortionSize()
                    + " wall_ns " + (w1 - w0) + " cpu_ns " + (c1 - c0));
                System.out.flush();
            }
        }
        System.exit(0);
    }
}
