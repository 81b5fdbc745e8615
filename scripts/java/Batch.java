// Runs a package's compiled reference Main on many inputs in one JVM, for
// scripts/check-all.sh: a JVM start per golden case was most of the time
// the Java references took.
//
// Usage: java -cp target/refs/_batch Batch CLASS-DIR IN OUT [IN OUT ...]
//
// Each run loads Main afresh, in a class loader of its own, so its static
// fields start over as in a JVM of its own; System.in reads IN and
// System.out writes OUT. A run that throws leaves OUT.failed beside OUT and
// its stack trace on stderr. A reference that calls System.exit, writes to
// FileDescriptor.out directly or starts a thread cannot run here:
// check-all.sh runs such a reference in one JVM per case.

import java.io.BufferedInputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;

public class Batch {
    public static void main(String[] args) throws Exception {
        URL[] classes = {new File(args[0]).toURI().toURL()};
        ClassLoader parent = Batch.class.getClassLoader().getParent();
        PrintStream stdout = System.out;
        InputStream stdin = System.in;
        for (int i = 1; i + 1 < args.length; i += 2) {
            String out = args[i + 1];
            try (InputStream in = new BufferedInputStream(new FileInputStream(args[i]));
                    PrintStream ps = new PrintStream(new FileOutputStream(out), false, "UTF-8");
                    URLClassLoader loader = new URLClassLoader(classes, parent)) {
                System.setIn(in);
                System.setOut(ps);
                Method main = loader.loadClass("Main").getMethod("main", String[].class);
                try {
                    main.invoke(null, (Object) new String[0]);
                } catch (InvocationTargetException e) {
                    new File(out + ".failed").createNewFile();
                    e.getCause().printStackTrace();
                }
                System.out.flush();
            } finally {
                System.setIn(stdin);
                System.setOut(stdout);
            }
        }
    }
}
