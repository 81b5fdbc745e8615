// Compiles many packages' Java references in one JVM, for
// scripts/check-all.sh: a javac start per package cost more than the
// compiling itself.
//
// Usage: java -cp target/refs/_batch CompileAll SRC OUT-DIR RELEASE [...]
//
// Each SRC is compiled into its OUT-DIR, with `--release RELEASE` unless
// RELEASE is `-` (javac's own). A source that does not compile leaves no
// class behind, so check-all.sh's build_ref compiles it again and reports
// it as that package's failure; the exit status is 1 if any failed.

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

public class CompileAll {
    public static void main(String[] args) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int failed = 0;
        for (int i = 0; i + 2 < args.length; i += 3) {
            List<String> options = new ArrayList<>(Arrays.asList("-encoding", "UTF-8", "-d", args[i + 1]));
            if (!args[i + 2].equals("-")) {
                options.addAll(Arrays.asList("--release", args[i + 2], "-Xlint:-options"));
            }
            options.add(args[i]);
            if (javac.run(null, null, null, options.toArray(new String[0])) != 0) {
                failed++;
            }
        }
        System.exit(failed == 0 ? 0 : 1);
    }
}
