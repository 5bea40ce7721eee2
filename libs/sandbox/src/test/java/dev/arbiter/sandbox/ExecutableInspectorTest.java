package dev.arbiter.sandbox;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What the platform accepts as a program, and the message for what it refuses. */
class ExecutableInspectorTest {

    private static byte[] pe(int optionalMagic) {
        byte[] h = new byte[512];
        h[0] = 'M';
        h[1] = 'Z';
        h[0x3c] = (byte) 0x80;
        h[0x80] = 'P';
        h[0x81] = 'E';
        h[0x80 + 24] = (byte) (optionalMagic & 0xff);
        h[0x80 + 25] = (byte) (optionalMagic >> 8);
        return h;
    }

    private static byte[] elf(int elfClass, int machine) {
        byte[] h = new byte[64];
        h[0] = 0x7f;
        h[1] = 'E';
        h[2] = 'L';
        h[3] = 'F';
        h[4] = (byte) elfClass;
        h[18] = (byte) machine;
        return h;
    }

    @Test
    void acceptsA64BitLinuxExecutableAScriptAndA64BitWindowsProgram() throws Exception {
        assertThat(ExecutableInspector.inspect(Path.of("/bin/sh"))).isEqualTo(ExecutableKind.ELF);
        assertThat(ExecutableInspector.classify("p.py", "#!/usr/bin/env python3\n".getBytes())).isEqualTo(ExecutableKind.SCRIPT);
        assertThat(ExecutableInspector.classify("p.exe", pe(0x20b))).isEqualTo(ExecutableKind.PE32_PLUS);
    }

    @Test
    void refusesA32BitWindowsProgramSayingHowToBuildA64BitOne() {
        assertThatThrownBy(() -> ExecutableInspector.classify("old.exe", pe(0x10b)))
                .hasMessage("old.exe: 32-bit Windows programs (PE32) are not supported; "
                        + "build a 64-bit console program (PE32+), e.g. with x86_64-w64-mingw32-gcc");
    }

    @Test
    void refusesEmptyFilesUnknownTypesForeignElvesAndBareShebangs() {
        assertThatThrownBy(() -> ExecutableInspector.classify("e", new byte[0])).hasMessage("e: the file is empty");
        assertThatThrownBy(() -> ExecutableInspector.classify("n.txt", "hello".getBytes())).hasMessageContaining("not a program the platform can run");
        assertThatThrownBy(() -> ExecutableInspector.classify("x", elf(1, 0x03))).hasMessageContaining("32-bit ELF executables are not supported");
        assertThatThrownBy(() -> ExecutableInspector.classify("arm", elf(2, 0xb7))).hasMessageContaining("machine type 0xb7");
        assertThatThrownBy(() -> ExecutableInspector.classify("s", "#!\n".getBytes())).hasMessageContaining("names no interpreter");
        assertThatThrownBy(() -> ExecutableInspector.classify("mz", new byte[]{'M', 'Z', 0, 0})).hasMessageContaining("truncated DOS header");
    }

    @Test
    void refusesPathsThatAreMissingOrNotRegularFiles() {
        assertThatThrownBy(() -> ExecutableInspector.inspect(Path.of("/nonexistent/x"))).hasMessageContaining("no such file");
        assertThatThrownBy(() -> ExecutableInspector.inspect(Path.of("/tmp"))).hasMessageContaining("not a regular file");
    }
}
