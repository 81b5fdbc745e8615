// AtCoder caddi2018_b Harlequin (https://atcoder.jp/contests/caddi2018/tasks/caddi2018_b), Java reference.
// Not written yet: it reads the input and refuses it. TODO: In, Out, and
// the theory in one line each, then a straightforward solution with fast
// buffered input (read all of stdin) and buffered output.
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        System.in.readAllBytes();
        System.err.println("error: tasks/atcoder-caddi2018-d-harlequin/ref/Main.java: the Java reference is not written yet");
        System.exit(1);
    }
}
