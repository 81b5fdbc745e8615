// Luogu P5675 [GZOI2017] 取石子游戏 (Stone Game) (https://www.luogu.com.cn/problem/P5675), Java reference.
// Not written yet: it reads the input and refuses it. TODO: In, Out, and
// the theory in one line each, then a straightforward solution with fast
// buffered input (read all of stdin) and buffered output.
import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        System.in.readAllBytes();
        System.err.println("error: tasks/luogu-p5675-gzoi2017-stones/ref/Main.java: the Java reference is not written yet");
        System.exit(1);
    }
}
