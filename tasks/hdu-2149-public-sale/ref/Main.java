// HDU 2149 Public Sale (https://acm.hdu.edu.cn/showproblem.php?pid=2149), Java reference.
// Not written yet: it reads the input and refuses it. TODO: In, Out, and
// the theory in one line each, then a straightforward solution with fast
// buffered input (read all of stdin) and buffered output.
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        System.in.readAllBytes();
        System.err.println("error: tasks/hdu-2149-public-sale/ref/Main.java: the Java reference is not written yet");
        System.exit(1);
    }
}
